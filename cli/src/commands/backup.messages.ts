/** Texts of `rota backup`, `rota restore` and `rota --version`, English and Turkish. */
export const backupMessages = {
  en: {
    'cli.versionLine': 'rota {{version}} (commit {{commit}})',
    'cli.serverVersionLine': 'server {{server}}: {{version}} (commit {{commit}}, {{database}})',
    'cli.serverVersionUnknown': 'server {{server}}: version unknown ({{cause}})',
    'cli.serverNoAnswer': 'no answer in {{seconds}} s',
    'cli.databaseEmbedded': 'embedded database',
    'cli.databasePostgres': 'PostgreSQL',
    'cli.backupSaved': 'Saved a backup of the embedded database of {{server}} to {{file}} ({{size}}).',
    'cli.backupDumped': 'Saved a pg_dump of {{database}} to {{file}} ({{size}}).',
    'cli.backupToolMissing':
      '{{tool}} was not found: install the PostgreSQL client tools (Debian: postgresql-client, of the server’s major version or newer) or put them on PATH.',
    'cli.backupToolFailed': '{{tool}} failed (exit {{code}}); see the lines above.',
    'cli.restoreFileUnreadable': 'Cannot read the backup {{file}}: {{detail}}',
    'cli.restoreFileUnknown':
      '{{file}} is not a Rota backup: neither a snapshot of the embedded database (.tar.gz) nor a pg_dump archive (--format=custom).',
    'cli.restoreNeedsDataDir':
      '{{file}} is a snapshot of the embedded database: name the new folder to restore it into with --data-dir DIR.',
    'cli.restoreNeedsDatabase':
      '{{file}} is a pg_dump archive: set DATABASE_URL to the empty PostgreSQL database to restore it into (and leave out --data-dir).',
    'cli.restoreFolderNotEmpty':
      '{{dir}} is not empty: restore into a new or empty folder, never over a database.',
    'cli.restoreFolderIsFile': '{{dir}} is a file: name a new or empty folder to restore into.',
    'cli.restoreFailed': 'The restore failed: {{detail}}',
    'cli.restoreDatabaseNotEmpty':
      '{{database}} already holds {{count}} tables: restore into a new, empty database (createdb), never over one.',
    'cli.restored':
      'Restored {{file}} into {{dir}}: {{tables}} tables, {{rows}} rows (schema {{schema}}). Start a server on it with DATA_DIR={{dir}}.',
    'cli.restoredDatabase': 'Restored {{file}} into {{database}}. Start the servers on it with DATABASE_URL.',
  },
  tr: {
    'cli.versionLine': 'rota {{version}} (commit {{commit}})',
    'cli.serverVersionLine': 'sunucu {{server}}: {{version}} (commit {{commit}}, {{database}})',
    'cli.serverVersionUnknown': 'sunucu {{server}}: sürüm bilinmiyor ({{cause}})',
    'cli.serverNoAnswer': '{{seconds}} sn içinde yanıt yok',
    'cli.databaseEmbedded': 'gömülü veritabanı',
    'cli.databasePostgres': 'PostgreSQL',
    'cli.backupSaved': '{{server}} gömülü veritabanının yedeği {{file}} dosyasına kaydedildi ({{size}}).',
    'cli.backupDumped':
      '{{database}} veritabanının pg_dump çıktısı {{file}} dosyasına kaydedildi ({{size}}).',
    'cli.backupToolMissing':
      '{{tool}} bulunamadı: PostgreSQL istemci araçlarını kurun (Debian: postgresql-client, sunucunun ana sürümü ya da daha yenisi) ya da PATH’e ekleyin.',
    'cli.backupToolFailed': '{{tool}} başarısız oldu (çıkış {{code}}); yukarıdaki satırlara bakın.',
    'cli.restoreFileUnreadable': '{{file}} yedeği okunamıyor: {{detail}}',
    'cli.restoreFileUnknown':
      '{{file}} bir Rota yedeği değil: ne gömülü veritabanının anlık görüntüsü (.tar.gz) ne de bir pg_dump arşivi (--format=custom).',
    'cli.restoreNeedsDataDir':
      '{{file}} gömülü veritabanının anlık görüntüsü: geri yükleneceği yeni klasörü --data-dir DIR ile belirtin.',
    'cli.restoreNeedsDatabase':
      '{{file}} bir pg_dump arşivi: DATABASE_URL ile geri yükleneceği boş PostgreSQL veritabanını belirtin (--data-dir vermeyin).',
    'cli.restoreFolderNotEmpty':
      '{{dir}} boş değil: yeni ya da boş bir klasöre geri yükleyin, asla bir veritabanının üzerine değil.',
    'cli.restoreFolderIsFile': '{{dir}} bir dosya: geri yüklemek için yeni ya da boş bir klasör belirtin.',
    'cli.restoreFailed': 'Geri yükleme başarısız oldu: {{detail}}',
    'cli.restoreDatabaseNotEmpty':
      '{{database}} zaten {{count}} tablo içeriyor: yeni ve boş bir veritabanına geri yükleyin (createdb), asla birinin üzerine değil.',
    'cli.restored':
      '{{file}}, {{dir}} klasörüne geri yüklendi: {{tables}} tablo, {{rows}} satır (şema {{schema}}). DATA_DIR={{dir}} ile bir sunucu başlatın.',
    'cli.restoredDatabase':
      '{{file}}, {{database}} veritabanına geri yüklendi. Sunucuları DATABASE_URL ile onun üzerinde başlatın.',
  },
};
