/** Labels of the Geofencing screen that core's catalog does not hold (core has the spec's wording). */
const en = {
  'geofencingUi.item': 'Geofence',
  'geofencingUi.column.name': 'Name',
  'geofencingUi.column.type': 'Type',
  'geofencingUi.column.distributionCenter': 'Distribution Center',
  'geofencingUi.column.daysOfWeek': 'Days of Week',
  'geofencingUi.column.daysOfMonth': 'Days of Month',
  'geofencingUi.column.specialDates': 'Special Dates',
  'geofencingUi.column.polygon': 'Polygon',
  'geofencingUi.column.updateDate': 'Update Date',
  'geofencingUi.showOnMap': 'Show {{name}} on the map',
  'geofencingUi.drawHelp': 'Turn on Draw, click the map to place 3 or 4 points, then Finish.',
  'geofencingUi.legendAvoid': 'Avoid area',
  'geofencingUi.legendAreaControl': 'Area control',
  'geofencingUi.legendLocation': 'Location',
  'geofencingUi.showAll': 'Show all',
} as const;

export type GeofencingMessageKey = keyof typeof en;

const tr: Record<GeofencingMessageKey, string> = {
  'geofencingUi.item': 'Coğrafi sınır',
  'geofencingUi.column.name': 'Ad',
  'geofencingUi.column.type': 'Tip',
  'geofencingUi.column.distributionCenter': 'Dağıtım Merkezi',
  'geofencingUi.column.daysOfWeek': 'Haftanın Günleri',
  'geofencingUi.column.daysOfMonth': 'Ayın Günleri',
  'geofencingUi.column.specialDates': 'Özel Tarihler',
  'geofencingUi.column.polygon': 'Çokgen',
  'geofencingUi.column.updateDate': 'Güncelleme Tarihi',
  'geofencingUi.showOnMap': '{{name}} haritada göster',
  'geofencingUi.drawHelp': 'Çiz’i açın, haritada 3 veya 4 noktaya tıklayın, sonra Bitir’e basın.',
  'geofencingUi.legendAvoid': 'Kaçınılacak alan',
  'geofencingUi.legendAreaControl': 'Alan kontrolü',
  'geofencingUi.legendLocation': 'Konum',
  'geofencingUi.showAll': 'Tümünü göster',
};

export const geofencingTexts = { en, tr } as const;
