import i18next from 'i18next';

/** Labels of the result page's ad hoc parts that core's catalog does not hold. */
const en: Record<string, string> = {
  'adhocUi.locationChangeTitle': 'Location Change: {{location}}',
  'adhocUi.changeLocation': 'Change location',
  'adhocUi.vehicle': 'Vehicle',
  'adhocUi.noPosition': '— keep it where the optimizer puts it —',
  'adhocUi.positionDisabled': 'Depot and start stops keep their position.',
  'adhocUi.serveBefore': 'Serve before',
  'adhocUi.serveBeforeHint': 'Between {{minTime}} and {{maxTime}}; empty keeps its window.',
  'adhocUi.cancel': 'Cancel',
  'adhocUi.revoke': 'Revoke',
  'adhocUi.pinStop': 'Pin stop',
  'adhocUi.unpinStop': 'Unpin stop',
  'adhocUi.pinRoute': 'Pin route',
  'adhocUi.unpinRoute': 'Unpin route',
  'adhocUi.pinned': 'Pinned',
  'adhocUi.removeFromPlan': 'Remove from plan',
  'adhocUi.keepInPlan': 'Keep in plan',
  'adhocUi.addOrders': 'Add orders',
  'adhocUi.addOrdersTitle': 'Orders that can be added',
  'adhocUi.noAttachableOrders': 'No other order of this day can be added.',
  'adhocUi.newOrder': 'New',
  'adhocUi.add': 'Add',
  // The summary joins four counted parts (each singular or plural on its own count).
  'adhocUi.pendingSummary': '{{changes}}, {{added}}, {{removed}}, {{pins}}',
  'adhocUi.pendingChanges': '{{count}} location changes',
  'adhocUi.pendingChanges_one': '{{count}} location change',
  'adhocUi.pendingAdded': '{{count}} orders to add',
  'adhocUi.pendingAdded_one': '{{count}} order to add',
  'adhocUi.pendingRemoved': '{{count}} to remove',
  'adhocUi.pendingPins': '{{count}} pins',
  'adhocUi.pendingPins_one': '{{count}} pin',
  'adhocUi.reoptimizationTitle': 'Reoptimization',
  'adhocUi.openNewVersion': 'Open version {{version}}',
  'adhocUi.unplannedReasons': 'Why',
  'adhocUi.diffTab': 'Compare',
  'adhocUi.diffAgainst': 'Against version',
  'adhocUi.diffNone': 'No stop changed: {{count}} orders are where they were.',
  'adhocUi.diffNone_one': 'No stop changed: {{count}} order is where it was.',
  'adhocUi.diffUnchanged': '{{count}} orders unchanged.',
  'adhocUi.diffUnchanged_one': '{{count}} order unchanged.',
  'adhocUi.diffDeltas': 'Distance {{distance}} · Duration {{duration}} · Cost {{cost}}',
  'adhocUi.diffMapFrom': 'v{{version}} (grey)',
  'adhocUi.diffMapTo': "v{{version}} (in the vehicles' colours)",
  'adhocUi.diffMapChanged': 'Stops with a changed order',
  'adhocUi.diffVehicleAdded': 'Vehicle {{vehicle}} is used now.',
  'adhocUi.diffVehicleRemoved': 'Vehicle {{vehicle}} is no longer used.',
  'adhocUi.diffKind.moved': 'moved',
  'adhocUi.diffKind.resequenced': 'resequenced',
  'adhocUi.diffKind.added': 'added',
  'adhocUi.diffKind.removed': 'removed',
  'adhocUi.column.order': 'Order',
  'adhocUi.column.location': 'Location',
  'adhocUi.column.change': 'Change',
  'adhocUi.column.from': 'From',
  'adhocUi.column.to': 'To',
  'adhocUi.diffNoOther': 'There is no other version to compare with.',
};

const tr: Record<string, string> = {
  'adhocUi.locationChangeTitle': 'Konum Değişikliği: {{location}}',
  'adhocUi.changeLocation': 'Konumu değiştir',
  'adhocUi.vehicle': 'Araç',
  'adhocUi.noPosition': '— optimizasyonun koyduğu yerde kalsın —',
  'adhocUi.positionDisabled': 'Depo ve başlangıç durakları yerinde kalır.',
  'adhocUi.serveBefore': 'En geç hizmet',
  'adhocUi.serveBeforeHint': '{{minTime}} ile {{maxTime}} arası; boş bırakılırsa penceresi kalır.',
  'adhocUi.cancel': 'İptal',
  'adhocUi.revoke': 'Geri çek',
  'adhocUi.pinStop': 'Durağı sabitle',
  'adhocUi.unpinStop': 'Sabitlemeyi kaldır',
  'adhocUi.pinRoute': 'Rotayı sabitle',
  'adhocUi.unpinRoute': 'Rota sabitlemesini kaldır',
  'adhocUi.pinned': 'Sabit',
  'adhocUi.removeFromPlan': 'Plandan çıkar',
  'adhocUi.keepInPlan': 'Planda tut',
  'adhocUi.addOrders': 'Sipariş ekle',
  'adhocUi.addOrdersTitle': 'Eklenebilecek siparişler',
  'adhocUi.noAttachableOrders': 'Bu günün eklenebilecek başka siparişi yok.',
  'adhocUi.newOrder': 'Yeni',
  'adhocUi.add': 'Ekle',
  'adhocUi.pendingSummary': '{{changes}}, {{added}}, {{removed}}, {{pins}}',
  'adhocUi.pendingChanges': '{{count}} konum değişikliği',
  'adhocUi.pendingChanges_one': '{{count}} konum değişikliği',
  'adhocUi.pendingAdded': 'eklenecek {{count}} sipariş',
  'adhocUi.pendingAdded_one': 'eklenecek {{count}} sipariş',
  'adhocUi.pendingRemoved': 'çıkarılacak {{count}}',
  'adhocUi.pendingPins': '{{count}} sabitleme',
  'adhocUi.pendingPins_one': '{{count}} sabitleme',
  'adhocUi.reoptimizationTitle': 'Yeniden Optimizasyon',
  'adhocUi.openNewVersion': 'Versiyon {{version}} aç',
  'adhocUi.unplannedReasons': 'Neden',
  'adhocUi.diffTab': 'Karşılaştır',
  'adhocUi.diffAgainst': 'Karşılaştırılan versiyon',
  'adhocUi.diffNone': 'Hiçbir durak değişmedi: {{count}} sipariş yerinde.',
  'adhocUi.diffNone_one': 'Hiçbir durak değişmedi: {{count}} sipariş yerinde.',
  'adhocUi.diffUnchanged': '{{count}} sipariş değişmedi.',
  'adhocUi.diffUnchanged_one': '{{count}} sipariş değişmedi.',
  'adhocUi.diffDeltas': 'Mesafe {{distance}} · Süre {{duration}} · Maliyet {{cost}}',
  'adhocUi.diffMapFrom': 'v{{version}} (gri)',
  'adhocUi.diffMapTo': 'v{{version}} (araç renklerinde)',
  'adhocUi.diffMapChanged': 'Siparişi değişen duraklar',
  'adhocUi.diffVehicleAdded': '{{vehicle}} aracı artık kullanılıyor.',
  'adhocUi.diffVehicleRemoved': '{{vehicle}} aracı artık kullanılmıyor.',
  'adhocUi.diffKind.moved': 'taşındı',
  'adhocUi.diffKind.resequenced': 'sırası değişti',
  'adhocUi.diffKind.added': 'eklendi',
  'adhocUi.diffKind.removed': 'çıkarıldı',
  'adhocUi.column.order': 'Sipariş',
  'adhocUi.column.location': 'Konum',
  'adhocUi.column.change': 'Değişiklik',
  'adhocUi.column.from': 'Önce',
  'adhocUi.column.to': 'Sonra',
  'adhocUi.diffNoOther': 'Karşılaştırılacak başka versiyon yok.',
};

export const adhocScreenTexts = { en, tr } as const;

let registered = false;

function addBundles(): void {
  i18next.addResourceBundle('en', 'translation', en, true, false);
  i18next.addResourceBundle('tr', 'translation', tr, true, false);
}

/** Adds the labels to the shell's i18n once it is set up. */
export function registerAdhocTexts(): void {
  if (registered) return;
  registered = true;
  if (i18next.isInitialized) addBundles();
  else i18next.on('initialized', addBundles);
}
