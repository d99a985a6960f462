// Subpaths, not the package root: every command loads this, and the root loads all of core.
import { translate } from '@rota/core/i18n';
import { interpolate, pluralKey, type Language, type MessageParams } from '@rota/core/shared';
import { jobDiffMessages } from './actions/job-diff.messages.js';
import { backupMessages } from './commands/backup.messages.js';
import { jobMessages } from './job-messages.js';
import { labelsMessages } from './commands/labels.messages.js';
import { roadsMessages } from './commands/roads.messages.js';
import { simulateMessages } from './simulate/simulate.messages.js';
import { trackMessages } from './track/track.messages.js';
import { exportMessages } from './export/export.messages.js';

/** Texts of the terminal tool, English and Turkish; keys follow the product's `area.name` style. */
export const cliMessages = {
  en: {
    'cli.serverNotInstalled':
      'The Rota server is not installed beside this tool (no server/dist/main.js or server/src/main.ts).',
    'cli.serverExited': 'The Rota server stopped with exit code {{code}}.',
    'cli.wholeNumberRange': '{{name}} must be a whole number from {{min}} to {{max}}, got "{{value}}".',
    'cli.notSignedIn': 'Not signed in to {{server}}. Run `rota login --server {{server}}` first.',
    'cli.signInExpired': 'Your sign-in to {{server}} expired at {{expiresAt}}. Run `rota login` again.',
    'cli.sessionRefused': 'The server refused your sign-in (401). Run `rota login` again.',
    'cli.forbidden': 'You are not allowed to do this (403): {{message}}',
    'cli.serverUnreachable':
      'Cannot reach the server at {{server}}: {{cause}}. Is it running? Name another with --server URL or ROTA_SERVER.',
    'cli.invalidAnswer': 'The server answered something this version does not understand: {{detail}}',
    'cli.requestFailed': 'The request failed ({{status}}): {{message}}',
    'cli.notFound': 'Not found (404): {{message}}',
    'cli.signedIn': 'Signed in to {{server}} as {{userName}} ({{roles}}).',
    'cli.signInFailed': 'Sign-in failed: {{message}}',
    'cli.codeSent': 'A {{length}}-digit code was sent to {{phone}}.',
    'cli.signedOut': 'Signed out of {{server}}.',
    'cli.wasNotSignedIn': 'You were not signed in to {{server}}.',
    'cli.emailOrPhone': 'Give --email or --phone (or run in a terminal to be asked).',
    'cli.passwordMissing': 'No password given: use --password-stdin or run in a terminal.',
    'cli.passwordStdinNeedsEmail': '--password-stdin needs --email.',
    'cli.codeMissing': 'No verification code given on standard input.',
    'cli.jobsNone': 'No jobs.',
    'cli.jobQueued': 'Job {{jobRefNo}} queued.',
    'cli.jobSaved': 'Job {{jobRefNo}} saved ({{status}}).',
    'cli.jobRerun': 'Job {{jobRefNo}} queued again.',
    'cli.jobsDeleted': 'Deleted {{jobRefNos}}.',
    'cli.jobNotFound': 'There is no job {{jobRefNo}} on {{server}}.',
    'cli.jobEnded': 'Job {{jobRefNo}} ended {{status}} after {{elapsed}}.',
    'cli.watchTimeout': 'Stopped watching {{jobRefNo}} after {{seconds}} s; it is still {{status}}.',
    'cli.watchNotQueued': 'Job {{jobRefNo}} is not queued ({{status}}): run `rota jobs queue {{jobRefNo}}`.',
    'cli.watchServerLost':
      'Lost the server at {{server}} while watching {{jobRefNo}}: no answer for {{seconds}} s ({{cause}}). The job was last seen {{status}}; run `rota jobs watch {{jobRefNo}}` again once the server is back.',
    'cli.selectionMissing':
      'Name the orders (--orders a,b or --all-orders) and vehicles (--vehicles a,b or --all-vehicles).',
    'cli.centerMissing': 'Name the distribution center with --center ID.',
    'cli.noOrdersFound': 'The distribution center {{center}} has no orders{{onDate}}.',
    'cli.noVehiclesFound': 'The distribution center {{center}} has no vehicles.',
    'cli.paramsFileUnreadable': 'Cannot read the parameters file {{file}}: {{detail}}',
    'cli.unknownResource': 'Unknown resource "{{resource}}". Exportable: {{known}}.',
    'cli.exportNeedsJob': 'Exporting {{resource}} needs --job REF.',
    'cli.exportFilterUnknown':
      'Cannot filter {{resource}} by "{{filter}}": give field=value with one of {{known}}.',
    'cli.exported': 'Wrote {{count}} rows of {{title}} to {{file}}.',
    'cli.exported_one': 'Wrote {{count}} row of {{title}} to {{file}}.',
    'cli.exportedToStdout': 'Wrote {{count}} rows of {{title}} to standard output.',
    'cli.exportedToStdout_one': 'Wrote {{count}} row of {{title}} to standard output.',
    'cli.instanceUnreadable': 'Cannot read the instance {{file}}: {{detail}}',
    'cli.instanceInvalid': 'The file {{file}} is not a {{format}} instance: {{detail}}',
    'cli.benchSetMissing': 'No benchmark set at {{dir}}.',
    'cli.optionInvalid': 'Option {{option}}: {{detail}}',
    'cli.askEmailOrPhone': 'E-mail or phone: ',
    'cli.askPassword': 'Password: ',
    'cli.askCode': 'Code: ',
    'cli.askDelete': 'Delete {{jobRefNos}}? [y/N] ',
    'cli.deleteNeedsYes': 'Deleting needs --yes when no terminal can ask.',
    'cli.cannotWrite': 'Cannot write {{file}}: {{detail}}',
    'cli.benchIncomplete':
      'Some plans break a constraint or leave customers out; they are not counted in the summary.',
    'cli.solveInfeasible': 'The plan breaks {{count}} constraints and is not printed: {{detail}}',
    'cli.solveInfeasible_one': 'The plan breaks {{count}} constraint and is not printed: {{detail}}',
    'cli.solveUnassigned': '{{count}} customers are left out (--require-all).',
    'cli.solveUnassigned_one': '{{count}} customer is left out (--require-all).',
    'cli.uploadKindUnknown': 'Unknown upload kind "{{kind}}". Kinds: {{known}}.',
    'cli.uploadNotXlsx': 'Only .xlsx files can be uploaded, not {{file}}.',
    'cli.uploadUnreadable': 'Cannot read {{file}}: {{detail}}',
    'cli.uploadSending': 'Sending {{file}} ({{size}}) as {{kind}}…',
    'cli.uploadChecking': 'Sent; the server is checking the rows…',
    'cli.uploadAccepted': '{{file}}: {{count}} rows accepted, {{written}} stored.',
    'cli.uploadAccepted_one': '{{file}}: {{count}} row accepted, {{written}} stored.',
    'cli.uploadDryRunAccepted':
      '{{file}}: {{count}} rows checked, all would be accepted; nothing stored (dry run).',
    'cli.uploadDryRunAccepted_one':
      '{{file}}: {{count}} row checked, it would be accepted; nothing stored (dry run).',
    'cli.uploadRefused':
      '{{file}}: {{refused}} of {{rows}} rows refused ({{count}} problems); nothing stored.',
    'cli.uploadRefused_one':
      '{{file}}: {{refused}} of {{rows}} rows refused ({{count}} problem); nothing stored.',
    'cli.uploadRefusedMore':
      '{{file}}: at least {{refused}} of {{rows}} rows refused ({{count}} problems, the first {{listed}} listed); nothing stored.',
    'cli.uploadRefusedListed':
      '{{file}}: {{refused}} of {{rows}} rows refused ({{count}} problems, the first {{listed}} listed); nothing stored.',
    'cli.uploadFileRefused': '{{file}} was refused as a whole: {{message}} Nothing stored.',
    'cli.uploadRow': 'Row',
    'cli.uploadColumn': 'Column',
    'cli.uploadValue': 'Value',
    'cli.uploadMessage': 'Message',
    'cli.templateUnknown': 'No template for "{{kind}}". Templates: {{known}}.',
    'cli.templateSaved': 'Saved the {{label}} template ({{language}}) to {{file}}.',
    'cli.templateToStdout': 'Wrote the {{label}} template ({{language}}) to standard output.',
    'cli.interrupted': 'Interrupted.',
    'cli.cause.refused': 'connection refused',
    'cli.cause.unknownHost': 'no such host',
    'cli.cause.timeout': 'timed out',
    'cli.cause.reset': 'the connection was closed by the other side',
    'cli.cause.unreachable': 'network unreachable',
    'cli.cause.protocol': 'the server does not speak this protocol (http or https?)',
    'cli.cause.certificate': 'its certificate is not trusted',
    'cli.cause.unknown': 'no answer',
    'cli.serverAddressHint': 'an http:// or https:// address, e.g. http://localhost:8080',
    'cli.signInRefusedByServer':
      'The server at {{server}} no longer accepts your sign-in: {{message}} Run `rota login` again.',
    'cli.who.roles': 'roles',
    'cli.who.center': 'distribution center',
    'cli.who.server': 'server',
    'cli.who.accepted': 'sign-in accepted',
    'cli.who.expires': 'expires',
    'cli.timeZoneInvalid':
      'ROTA_TIME_ZONE "{{zone}}" is not a time zone; use a name such as Europe/Istanbul.',
    'cli.statusUnknown': 'Unknown status "{{status}}". Statuses: {{known}}.',
    'cli.dateInvalid': '{{option}}: "{{value}}" is not a date; use YYYY-MM-DD, e.g. 2026-11-22.',
    'cli.dateRangeReversed': '--from {{from}} is after --to {{to}}.',
    'cli.filterRangeReversed': '--filter {{fromName}}={{from}} is after --filter {{toName}}={{to}}.',
    'cli.dateNeedsAllOrders': '--date picks the orders of a day: use it with --all-orders.',
    'cli.instancesUnknown': 'No instance {{names}} in the {{set}} set. Instances: {{known}}.',
    'cli.jobExists':
      'A job {{jobRefNo}} already exists ({{status}}). Choose another reference, or add --replace to replan it.',
    ...jobMessages.en,
    ...jobDiffMessages.en,
    ...labelsMessages.en,
    ...roadsMessages.en,
    ...backupMessages.en,
    ...simulateMessages.en,
    ...trackMessages.en,
    ...exportMessages.en,
  },
  tr: {
    'cli.serverNotInstalled':
      'Rota sunucusu bu aracın yanında kurulu değil (server/dist/main.js ya da server/src/main.ts yok).',
    'cli.serverExited': 'Rota sunucusu {{code}} çıkış koduyla durdu.',
    'cli.wholeNumberRange':
      '{{name}}, {{min}} ile {{max}} arasında bir tam sayı olmalı; verilen: "{{value}}".',
    'cli.notSignedIn':
      '{{server}} sunucusunda oturum açık değil. Önce `rota login --server {{server}}` çalıştırın.',
    'cli.signInExpired':
      '{{server}} oturumunuz {{expiresAt}} tarihinde sona erdi. `rota login` ile yeniden giriş yapın.',
    'cli.sessionRefused': 'Sunucu oturumunuzu reddetti (401). `rota login` ile yeniden giriş yapın.',
    'cli.forbidden': 'Bu işlem için yetkiniz yok (403): {{message}}',
    'cli.serverUnreachable':
      '{{server}} adresindeki sunucuya ulaşılamıyor: {{cause}}. Çalışıyor mu? Başka bir adres için --server URL ya da ROTA_SERVER kullanın.',
    'cli.invalidAnswer': 'Sunucunun yanıtı bu sürümün anlayamayacağı biçimde: {{detail}}',
    'cli.requestFailed': 'İstek başarısız oldu ({{status}}): {{message}}',
    'cli.notFound': 'Bulunamadı (404): {{message}}',
    'cli.signedIn': '{{server}} sunucusuna {{userName}} ({{roles}}) olarak giriş yapıldı.',
    'cli.signInFailed': 'Giriş başarısız: {{message}}',
    'cli.codeSent': '{{phone}} numarasına {{length}} haneli bir kod gönderildi.',
    'cli.signedOut': '{{server}} oturumu kapatıldı.',
    'cli.wasNotSignedIn': '{{server}} sunucusunda açık oturum yoktu.',
    'cli.emailOrPhone': '--email veya --phone verin (ya da sorulması için bir terminalde çalıştırın).',
    'cli.passwordMissing': 'Şifre verilmedi: --password-stdin kullanın ya da bir terminalde çalıştırın.',
    'cli.passwordStdinNeedsEmail': '--password-stdin için --email gerekir.',
    'cli.codeMissing': 'Standart girdide doğrulama kodu yok.',
    'cli.jobsNone': 'İş yok.',
    'cli.jobQueued': '{{jobRefNo}} işi kuyruğa alındı.',
    'cli.jobSaved': '{{jobRefNo}} işi kaydedildi ({{status}}).',
    'cli.jobRerun': '{{jobRefNo}} işi yeniden kuyruğa alındı.',
    'cli.jobsDeleted': '{{jobRefNos}} silindi.',
    'cli.jobNotFound': '{{server}} üzerinde {{jobRefNo}} işi yok.',
    'cli.jobEnded': '{{jobRefNo}} işi {{elapsed}} sonunda {{status}} ile bitti.',
    'cli.watchTimeout': '{{jobRefNo}} {{seconds}} sn izlendi; hâlâ {{status}}.',
    'cli.watchNotQueued':
      '{{jobRefNo}} işi kuyrukta değil ({{status}}): `rota jobs queue {{jobRefNo}}` çalıştırın.',
    'cli.watchServerLost':
      '{{jobRefNo}} izlenirken {{server}} sunucusu kayboldu: {{seconds}} sn yanıt yok ({{cause}}). İş en son {{status}} durumundaydı; sunucu geri gelince `rota jobs watch {{jobRefNo}}` komutunu yeniden çalıştırın.',
    'cli.selectionMissing':
      'Siparişleri (--orders a,b veya --all-orders) ve araçları (--vehicles a,b veya --all-vehicles) belirtin.',
    'cli.centerMissing': 'Dağıtım merkezini --center ID ile belirtin.',
    'cli.noOrdersFound': '{{center}} dağıtım merkezinde sipariş yok{{onDate}}.',
    'cli.noVehiclesFound': '{{center}} dağıtım merkezinde araç yok.',
    'cli.paramsFileUnreadable': '{{file}} parametre dosyası okunamıyor: {{detail}}',
    'cli.unknownResource': 'Bilinmeyen kaynak "{{resource}}". Dışa aktarılabilenler: {{known}}.',
    'cli.exportNeedsJob': '{{resource}} dışa aktarımı için --job REF gerekir.',
    'cli.exportFilterUnknown':
      '{{resource}} "{{filter}}" ile süzülemez: alan=değer biçiminde şunlardan birini verin: {{known}}.',
    'cli.exported': '{{title}} verisinin {{count}} satırı {{file}} dosyasına yazıldı.',
    'cli.exported_one': '{{title}} verisinin {{count}} satırı {{file}} dosyasına yazıldı.',
    'cli.exportedToStdout': '{{title}} verisinin {{count}} satırı standart çıktıya yazıldı.',
    'cli.exportedToStdout_one': '{{title}} verisinin {{count}} satırı standart çıktıya yazıldı.',
    'cli.instanceUnreadable': '{{file}} örneği okunamıyor: {{detail}}',
    'cli.instanceInvalid': '{{file}} bir {{format}} örneği değil: {{detail}}',
    'cli.benchSetMissing': '{{dir}} altında kıyaslama kümesi yok.',
    'cli.optionInvalid': '{{option}} seçeneği: {{detail}}',
    'cli.askEmailOrPhone': 'E-posta veya telefon: ',
    'cli.askPassword': 'Şifre: ',
    'cli.askCode': 'Kod: ',
    'cli.askDelete': '{{jobRefNos}} silinsin mi? [e/H] ',
    'cli.deleteNeedsYes': 'Soru sorulabilecek bir terminal yokken silmek için --yes gerekir.',
    'cli.cannotWrite': '{{file}} yazılamıyor: {{detail}}',
    'cli.benchIncomplete':
      'Bazı planlar bir kısıtı ihlal ediyor ya da müşteri dışarıda bırakıyor; özete sayılmadılar.',
    'cli.solveInfeasible': 'Plan {{count}} kısıtı ihlal ediyor ve yazdırılmadı: {{detail}}',
    'cli.solveInfeasible_one': 'Plan {{count}} kısıtı ihlal ediyor ve yazdırılmadı: {{detail}}',
    'cli.solveUnassigned': '{{count}} müşteri dışarıda kaldı (--require-all).',
    'cli.solveUnassigned_one': '{{count}} müşteri dışarıda kaldı (--require-all).',
    'cli.uploadKindUnknown': 'Bilinmeyen yükleme türü "{{kind}}". Türler: {{known}}.',
    'cli.uploadNotXlsx': 'Yalnızca .xlsx dosyaları yüklenebilir, {{file}} yüklenemez.',
    'cli.uploadUnreadable': '{{file}} okunamıyor: {{detail}}',
    'cli.uploadSending': '{{file}} ({{size}}) {{kind}} olarak gönderiliyor…',
    'cli.uploadChecking': 'Gönderildi; sunucu satırları denetliyor…',
    'cli.uploadAccepted': '{{file}}: {{count}} satır kabul edildi, {{written}} kaydedildi.',
    'cli.uploadAccepted_one': '{{file}}: {{count}} satır kabul edildi, {{written}} kaydedildi.',
    'cli.uploadDryRunAccepted':
      '{{file}}: {{count}} satır denetlendi, hepsi kabul edilirdi; hiçbir şey kaydedilmedi (deneme).',
    'cli.uploadDryRunAccepted_one':
      '{{file}}: {{count}} satır denetlendi, kabul edilirdi; hiçbir şey kaydedilmedi (deneme).',
    'cli.uploadRefused':
      '{{file}}: {{rows}} satırın {{refused}} tanesi reddedildi ({{count}} sorun); hiçbir şey kaydedilmedi.',
    'cli.uploadRefused_one':
      '{{file}}: {{rows}} satırın {{refused}} tanesi reddedildi ({{count}} sorun); hiçbir şey kaydedilmedi.',
    'cli.uploadRefusedMore':
      '{{file}}: {{rows}} satırın en az {{refused}} tanesi reddedildi ({{count}} sorun, ilk {{listed}} tanesi listelendi); hiçbir şey kaydedilmedi.',
    'cli.uploadRefusedListed':
      '{{file}}: {{rows}} satırın {{refused}} tanesi reddedildi ({{count}} sorun, ilk {{listed}} tanesi listelendi); hiçbir şey kaydedilmedi.',
    'cli.uploadFileRefused': '{{file}} bütünüyle reddedildi: {{message}} Hiçbir şey kaydedilmedi.',
    'cli.uploadRow': 'Satır',
    'cli.uploadColumn': 'Sütun',
    'cli.uploadValue': 'Değer',
    'cli.uploadMessage': 'Mesaj',
    'cli.templateUnknown': '"{{kind}}" için şablon yok. Şablonlar: {{known}}.',
    'cli.templateSaved': '{{label}} şablonu ({{language}}) {{file}} dosyasına kaydedildi.',
    'cli.templateToStdout': '{{label}} şablonu ({{language}}) standart çıktıya yazıldı.',
    'cli.interrupted': 'Yarıda kesildi.',
    'cli.cause.refused': 'bağlantı reddedildi',
    'cli.cause.unknownHost': 'böyle bir sunucu adı yok',
    'cli.cause.timeout': 'zaman aşımı',
    'cli.cause.reset': 'bağlantı karşı taraftan kapatıldı',
    'cli.cause.unreachable': 'ağa ulaşılamıyor',
    'cli.cause.protocol': 'sunucu bu protokolü konuşmuyor (http mi, https mi?)',
    'cli.cause.certificate': 'sertifikasına güvenilmiyor',
    'cli.cause.unknown': 'yanıt yok',
    'cli.serverAddressHint': 'http:// veya https:// ile başlayan bir adres, ör. http://localhost:8080',
    'cli.signInRefusedByServer':
      '{{server}} sunucusu oturumunuzu artık kabul etmiyor: {{message}} `rota login` ile yeniden giriş yapın.',
    'cli.who.roles': 'roller',
    'cli.who.center': 'dağıtım merkezi',
    'cli.who.server': 'sunucu',
    'cli.who.accepted': 'oturum geçerli',
    'cli.who.expires': 'bitiş',
    'cli.timeZoneInvalid':
      'ROTA_TIME_ZONE "{{zone}}" bir saat dilimi değil; Europe/Istanbul gibi bir ad verin.',
    'cli.statusUnknown': 'Bilinmeyen durum "{{status}}". Durumlar: {{known}}.',
    'cli.dateInvalid': '{{option}}: "{{value}}" bir tarih değil; YYYY-MM-DD kullanın, ör. 2026-11-22.',
    'cli.dateRangeReversed': '--from {{from}}, --to {{to}} tarihinden sonra.',
    'cli.filterRangeReversed': '--filter {{fromName}}={{from}}, --filter {{toName}}={{to}} tarihinden sonra.',
    'cli.dateNeedsAllOrders': '--date bir günün siparişlerini seçer: --all-orders ile birlikte kullanın.',
    'cli.instancesUnknown': '{{set}} kümesinde {{names}} örneği yok. Örnekler: {{known}}.',
    'cli.jobExists':
      '{{jobRefNo}} işi zaten var ({{status}}). Başka bir referans seçin ya da yeniden planlamak için --replace ekleyin.',
    ...jobMessages.tr,
    ...jobDiffMessages.tr,
    ...labelsMessages.tr,
    ...roadsMessages.tr,
    ...backupMessages.tr,
    ...simulateMessages.tr,
    ...trackMessages.tr,
    ...exportMessages.tr,
  },
} as const satisfies Record<Language, Record<string, string>>;

export type CliMessageKey = keyof (typeof cliMessages)['en'];

/** The language of the terminal: ROTA_LANG, else LANG starting with `tr`, else English. */
export function cliLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const wanted = (env['ROTA_LANG'] ?? env['LANG'] ?? '').toLowerCase();
  return wanted.startsWith('tr') ? 'tr' : 'en';
}

let language: Language = cliLanguage();

export function setCliLanguage(next: Language): void {
  language = next;
}

export function currentLanguage(): Language {
  return language;
}

/** Text of a key: the tool's own keys first, then the product catalog (server and core keys). */
export function t(key: string, params?: MessageParams): string {
  const mine = cliMessages[language] as Record<string, string>;
  const english = cliMessages.en as Record<string, string>;
  const chosen = pluralKey((k) => k in mine || k in english, key, params);
  const own = mine[chosen] ?? english[chosen];
  return own === undefined ? translate(language, key, params) : interpolate(own, params);
}
