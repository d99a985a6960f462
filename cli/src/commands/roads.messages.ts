/** Texts of `rota roads`, English and Turkish. */
export const roadsMessages = {
  en: {
    'cli.roadsNeedDatabase':
      'DATABASE_URL must name the PostgreSQL database Rota uses (postgres://user@host:5432/db): the roads are imported into it, and pgRouting runs there.',
    'cli.roadsImportFailed': 'The road import failed (exit {{code}}); see the lines above.',
  },
  tr: {
    'cli.roadsNeedDatabase':
      "DATABASE_URL, Rota'nın kullandığı PostgreSQL veritabanını göstermeli (postgres://kullanıcı@sunucu:5432/vt): yollar oraya aktarılır ve pgRouting orada çalışır.",
    'cli.roadsImportFailed': 'Yol aktarımı başarısız oldu (çıkış {{code}}); yukarıdaki satırlara bakın.',
  },
};
