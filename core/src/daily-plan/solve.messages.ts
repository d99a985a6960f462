/**
 * Texts of a solve's live updates and results (joboperationhub `messageKey`, the jobs list's
 * `result`): the server stores and sends the keys with their values, each reader sees them in
 * their own language.
 */
export const solveTexts = {
  en: {
    'dailyPlan.server.solvingStarted': 'Solving started.',
    'dailyPlan.server.solvingProgress':
      'Solving: {{seconds}} s, {{vehicles}} vehicles, {{unassigned}} orders not yet planned.',
    'dailyPlan.server.result': '{{assigned}}/{{total}} orders planned on {{vehicles}} vehicles, {{km}} km',
    'dailyPlan.server.result_one': '{{assigned}}/{{total}} orders planned on {{vehicles}} vehicle, {{km}} km',
    'dailyPlan.server.resultConverged':
      '{{assigned}}/{{total}} orders planned on {{vehicles}} vehicles, {{km}} km; stopped after {{seconds}} s: no further improvement',
    'dailyPlan.server.resultConverged_one':
      '{{assigned}}/{{total}} orders planned on {{vehicles}} vehicle, {{km}} km; stopped after {{seconds}} s: no further improvement',
    'dailyPlan.server.solveError': 'The solve failed: {{reason}}',
    'dailyPlan.server.interrupted': 'The server stopped while this job was solving; rerun it.',
    'dailyPlan.server.handedBack':
      'The server solving this job is restarting; the job is back in the queue and will be solved again.',
  },
  tr: {
    'dailyPlan.server.solvingStarted': 'Çözüm başladı.',
    'dailyPlan.server.solvingProgress':
      'Çözülüyor: {{seconds}} sn, {{vehicles}} araç, {{unassigned}} sipariş henüz planlanmadı.',
    'dailyPlan.server.result': '{{assigned}}/{{total}} sipariş {{vehicles}} araca planlandı, {{km}} km',
    'dailyPlan.server.result_one': '{{assigned}}/{{total}} sipariş {{vehicles}} araca planlandı, {{km}} km',
    'dailyPlan.server.resultConverged':
      '{{assigned}}/{{total}} sipariş {{vehicles}} araca planlandı, {{km}} km; {{seconds}} sn sonra durduruldu: daha fazla iyileşme yok',
    'dailyPlan.server.resultConverged_one':
      '{{assigned}}/{{total}} sipariş {{vehicles}} araca planlandı, {{km}} km; {{seconds}} sn sonra durduruldu: daha fazla iyileşme yok',
    'dailyPlan.server.solveError': 'Çözüm başarısız: {{reason}}',
    'dailyPlan.server.interrupted': 'Bu iş çözülürken sunucu durdu; yeniden çalıştırın.',
    'dailyPlan.server.handedBack':
      'Bu işi çözen sunucu yeniden başlıyor; iş kuyruğa geri döndü ve yeniden çözülecek.',
  },
} as const;
