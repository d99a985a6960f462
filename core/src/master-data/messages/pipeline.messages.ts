/** Texts of the resource pipeline's answers (server) and of its generic screens. */
export const en = {
  'masterData.resource.added': '{{item}} successfully added',
  'masterData.resource.updated': '{{item}} successfully updated',
  'masterData.resource.deleted': 'successfully deleted',
  'masterData.resource.notFound': '{{item}} "{{key}}" was not found.',
  'masterData.sharedDataAdminOnly':
    'Only an Admin may change master data that every distribution center shares (an Admin can allow managers in the general settings).',
  'masterData.resource.inUse':
    '{{item}} "{{name}}" cannot be deleted: {{count}} {{what}} use it. Nothing was deleted.',
  'masterData.resource.duplicate': 'This value is already used by another record.',
  'masterData.resource.unknownReference': 'No such record was found. Choose one from the list.',
  'masterData.resource.centerRequired': 'Distribution center is required.',
  'masterData.resource.invalidFilter': 'This filter value is not valid.',
  'masterData.resource.unknownSort': 'The list cannot be sorted by this field.',
  'masterData.resource.conflict': 'Another record already holds these values. Nothing was saved.',
  'masterData.resource.referenced':
    'The change refers to a record that is missing or still in use. Nothing was saved.',
  'masterData.resource.invalidValue': 'A value is outside what this field accepts. Nothing was saved.',
  'masterData.item.cargoType': 'Cargo type',
  'masterData.usedBy.orders': 'orders',
  'masterData.field.refNo': 'Reference No',
  'masterData.field.name': 'Name',
  'masterData.field.description': 'Description',
  'masterData.field.createDate': 'Created',
  'masterData.field.updateDate': 'Updated',
  'masterData.field.distributionCenterId': 'Distribution center',
} as const;

export type PipelineMessageKey = keyof typeof en;

export const tr: Record<PipelineMessageKey, string> = {
  'masterData.resource.added': '{{item}} başarıyla eklendi',
  'masterData.resource.updated': '{{item}} başarıyla güncellendi',
  'masterData.resource.deleted': 'başarıyla silindi',
  'masterData.resource.notFound': '{{item}} "{{key}}" bulunamadı.',
  'masterData.sharedDataAdminOnly':
    'Tüm dağıtım merkezlerinin ortak kullandığı ana verileri yalnızca Admin değiştirebilir (Admin genel ayarlardan yöneticilere izin verebilir).',
  'masterData.resource.inUse':
    '{{item}} "{{name}}" silinemez: {{count}} {{what}} bunu kullanıyor. Hiçbir kayıt silinmedi.',
  'masterData.resource.duplicate': 'Bu değer başka bir kayıtta kullanılıyor.',
  'masterData.resource.unknownReference': 'Böyle bir kayıt bulunamadı. Listeden birini seçin.',
  'masterData.resource.centerRequired': 'Dağıtım merkezi zorunludur.',
  'masterData.resource.invalidFilter': 'Bu filtre değeri geçerli değil.',
  'masterData.resource.unknownSort': 'Liste bu alana göre sıralanamaz.',
  'masterData.resource.conflict': 'Bu değerler başka bir kayıtta var. Hiçbir şey kaydedilmedi.',
  'masterData.resource.referenced':
    'Değişiklik eksik ya da hâlâ kullanılan bir kayda bağlı. Hiçbir şey kaydedilmedi.',
  'masterData.resource.invalidValue':
    'Bir değer bu alanın kabul ettiği aralığın dışında. Hiçbir şey kaydedilmedi.',
  'masterData.item.cargoType': 'Kargo tipi',
  'masterData.usedBy.orders': 'sipariş',
  'masterData.field.refNo': 'Referans No',
  'masterData.field.name': 'Ad',
  'masterData.field.description': 'Açıklama',
  'masterData.field.createDate': 'Oluşturulma',
  'masterData.field.updateDate': 'Güncellenme',
  'masterData.field.distributionCenterId': 'Dağıtım merkezi',
};
