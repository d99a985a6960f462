/** Texts the platform itself answers with (routing, errors, access). */
export const en = {
  'server.notFound': 'No route for {{method}} {{url}}.',
  'server.resourceNotFound': 'Not found.',
  'server.internalError': 'An unexpected error occurred. Please try again later.',
  'server.invalidBody': 'The request has invalid fields. Please correct them and try again.',
  'server.invalidJson': 'The request body is not valid JSON.',
  'server.unsupportedMediaType': 'Send the request body as JSON.',
  'server.payloadTooLarge': 'The request body is too large.',
  'server.signInRequired': 'Please sign in to continue.',
  'server.loginExpired': 'Login Expired',
  'server.forbidden': 'Unauthorized Access! Please Contact the Administrator.',
  'server.outsideDistributionCenter': 'You may only see and change the data of your distribution center.',
  'server.demoOnly': 'This is available in demo mode only.',
  'server.conflict': 'The change conflicts with existing data.',
  'server.fieldMessage': '{{field}}: {{message}}',
  'server.invalidValue':
    'A value is out of range or not valid for its field. Please correct it and try again.',
  'server.nulCharacter': 'Text may not contain NUL characters.',
  'server.textTooLong': 'This text is too long.',
  'server.listTooLong': 'This list has too many items.',
  'server.notReady': 'Rota is not ready to serve requests: {{checks}}.',
  'server.metricsForbidden':
    'Metrics are served to this address only with the metrics token (ROTA_METRICS_TOKEN) as a Bearer token.',
} as const;

export type ServerMessageKey = keyof typeof en;

export const tr: Record<ServerMessageKey, string> = {
  'server.notFound': '{{method}} {{url}} için bir yol yok.',
  'server.resourceNotFound': 'Bulunamadı.',
  'server.internalError': 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  'server.invalidBody': 'İstekte geçersiz alanlar var. Lütfen düzeltip tekrar deneyin.',
  'server.invalidJson': 'İstek gövdesi geçerli bir JSON değil.',
  'server.unsupportedMediaType': 'İstek gövdesini JSON olarak gönderin.',
  'server.payloadTooLarge': 'İstek gövdesi çok büyük.',
  'server.signInRequired': 'Devam etmek için lütfen giriş yapın.',
  'server.loginExpired': 'Oturumun süresi doldu',
  'server.forbidden': 'Yetkisiz erişim! Lütfen yöneticiyle iletişime geçin.',
  'server.outsideDistributionCenter':
    'Yalnızca kendi dağıtım merkezinizin verilerini görebilir ve değiştirebilirsiniz.',
  'server.demoOnly': 'Bu yalnızca demo modunda kullanılabilir.',
  'server.conflict': 'Değişiklik mevcut verilerle çakışıyor.',
  'server.fieldMessage': '{{field}}: {{message}}',
  'server.invalidValue':
    'Bir değer aralık dışında ya da alanı için geçersiz. Lütfen düzeltip tekrar deneyin.',
  'server.nulCharacter': 'Metin NUL karakteri içeremez.',
  'server.textTooLong': 'Bu metin çok uzun.',
  'server.listTooLong': 'Bu listede çok fazla öğe var.',
  'server.notReady': 'Rota henüz istekleri karşılamaya hazır değil: {{checks}}.',
  'server.metricsForbidden':
    'Ölçümler bu adrese yalnızca ölçüm anahtarıyla (ROTA_METRICS_TOKEN) Bearer olarak gönderildiğinde sunulur.',
};
