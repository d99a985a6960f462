/** Texts of `rota simulate drivers`. */
export const simulateMessages = {
  en: {
    'cli.simulate.noDriver': 'Vehicle {{vehicle}} has no driver: it stays at the depot.',
    'cli.simulate.noDriverEmail': 'Driver {{driver}} has no e-mail or username to sign in with: left out.',
    'cli.simulate.signInFailed':
      'Driver {{email}} could not sign in with the given password (--driver-password): left out.',
    'cli.simulate.nothingToPlay': 'Job {{job}} has no approved route with a driver who could sign in.',
    'cli.simulate.speedInvalid': '--speed takes a factor such as 20x (or max), got "{{value}}".',
    'cli.simulate.starting':
      'Playing job {{job}}: {{vehicles}} vehicles, {{reports}} reports over {{hours}} h of road time at {{speed}}.',
    'cli.simulate.progress': '{{clock}}  {{sent}}/{{reports}} reports sent',
    'cli.simulate.done':
      'Done: {{positions}} positions, {{events}} visit events, {{steps}} step results, {{doors}} door readings sent; {{duplicates}} already known, {{failures}} refused.',
    'cli.simulate.refused': '{{vehicle}}: {{message}}',
  },
  tr: {
    'cli.simulate.noDriver': '{{vehicle}} aracının sürücüsü yok: depoda kalır.',
    'cli.simulate.noDriverEmail':
      '{{driver}} sürücüsünün oturum açacağı e-posta veya kullanıcı adı yok: dışarıda bırakıldı.',
    'cli.simulate.signInFailed':
      '{{email}} sürücüsü verilen parolayla (--driver-password) oturum açamadı: dışarıda bırakıldı.',
    'cli.simulate.nothingToPlay': '{{job}} işinin oturum açabilen bir sürücüsü olan onaylı rotası yok.',
    'cli.simulate.speedInvalid': '--speed 20x gibi bir çarpan (veya max) alır, "{{value}}" verildi.',
    'cli.simulate.starting':
      '{{job}} işi oynatılıyor: {{vehicles}} araç, {{hours}} saatlik yol süresinde {{reports}} bildirim, {{speed}} hızında.',
    'cli.simulate.progress': '{{clock}}  {{sent}}/{{reports}} bildirim gönderildi',
    'cli.simulate.done':
      'Bitti: {{positions}} konum, {{events}} ziyaret olayı, {{steps}} adım sonucu, {{doors}} kapı okuması gönderildi; {{duplicates}} zaten biliniyordu, {{failures}} reddedildi.',
    'cli.simulate.refused': '{{vehicle}}: {{message}}',
  },
} as const;
