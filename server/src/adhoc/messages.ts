import { addMessages } from '../platform/i18n.js';

/** Why an order is left unplanned (the optimizer's reasons) and what a plan breaks, in words. */
const constraintsEn = {
  'adhoc.constraint.CAPACITY': 'vehicle capacity ({{dimension}})',
  'adhoc.constraint.TIME_WINDOW': 'its service time window',
  'adhoc.constraint.SHIFT': "the vehicle's shift",
  'adhoc.constraint.SKILL': "the vehicle's capabilities",
  'adhoc.constraint.TERRITORY': 'territory separation',
  'adhoc.constraint.ROUTE_DURATION': 'the maximum route duration',
  'adhoc.constraint.MIN_ROUTE_DURATION': 'the minimum route duration',
  'adhoc.constraint.IN_TRANSIT': 'the maximum in-transit duration',
  'adhoc.constraint.VEHICLE_LIMIT':
    'no vehicle left to take it (routes kept as arranged or the vehicle limit)',
  'adhoc.constraint.NO_FEASIBLE_INSERTION': 'no place on the allowed routes meets every constraint',
  'adhoc.constraint.OPTIONAL_NOT_WORTH': 'it is optional and not worth its detour',
  'adhoc.constraint.MIN_VEHICLES': 'the minimum number of vehicles',
  'adhoc.constraint.AVOID_AREA': 'an avoid area',
  'adhoc.constraint.SYNCHRONIZED_ARRIVAL': 'the synchronized arrival to the depot',
};
const constraintsTr = {
  'adhoc.constraint.CAPACITY': 'araç kapasitesi ({{dimension}})',
  'adhoc.constraint.TIME_WINDOW': 'hizmet zaman penceresi',
  'adhoc.constraint.SHIFT': 'aracın vardiyası',
  'adhoc.constraint.SKILL': 'aracın yetenekleri',
  'adhoc.constraint.TERRITORY': 'bölge ayrımı',
  'adhoc.constraint.ROUTE_DURATION': 'azami rota süresi',
  'adhoc.constraint.MIN_ROUTE_DURATION': 'asgari rota süresi',
  'adhoc.constraint.IN_TRANSIT': 'azami yolda kalma süresi',
  'adhoc.constraint.VEHICLE_LIMIT':
    'onu alacak araç kalmadı (düzenlendiği gibi tutulan rotalar veya araç sınırı)',
  'adhoc.constraint.NO_FEASIBLE_INSERTION': 'izin verilen rotalarda her kısıtı karşılayan yer yok',
  'adhoc.constraint.OPTIONAL_NOT_WORTH': 'isteğe bağlı ve sapmaya değmiyor',
  'adhoc.constraint.MIN_VEHICLES': 'asgari araç sayısı',
  'adhoc.constraint.AVOID_AREA': 'kaçınılacak bir alan',
  'adhoc.constraint.SYNCHRONIZED_ARRIVAL': 'depoya eşzamanlı varış',
};

export const adhocServerMessages = {
  en: {
    ...constraintsEn,
    'adhoc.server.reoptimizationStarted': 'Reoptimization started for version {{version}}.',
    'adhoc.server.reoptimizationFeasible': 'Reoptimization made version {{version}}.',
    'adhoc.server.reoptimizationInfeasible': 'Reoptimization made version {{version}}, which is infeasible.',
    'adhoc.server.reoptimizationFailed': 'Reoptimization failed: {{reason}}',
    'adhoc.server.reoptimizationInterrupted': 'Reoptimization was interrupted when the server stopped.',
    'adhoc.server.reoptimizationRunning': 'Reoptimizing...',
    'adhoc.server.unplanned': 'Order {{order}} could not be planned: {{constraint}}.',
    'adhoc.server.violation': 'Vehicle {{vehicle}} breaks {{constraint}}.',
    'adhoc.server.violationOfOrder': 'Vehicle {{vehicle}} breaks {{constraint}} at order {{order}}.',
    'adhoc.server.routeNotFound': 'Route {{routeId}} was not found.',
    'adhoc.server.noReoptimization': 'Route {{routeId}} has no reoptimization.',
    'adhoc.server.notEditable':
      'Version {{version}} cannot be changed: only a feasible version waiting for Go Live can.',
    'adhoc.server.nothingToReoptimize':
      'There is nothing to reoptimize: change a stop, or add or remove an order.',
    'adhoc.server.unknownStop': 'Stop {{routeLocationId}} is not a visit of this version.',
    'adhoc.server.unknownRouteVehicle': 'Route vehicle {{routeVehicleId}} is not a vehicle of this version.',
    'adhoc.server.afterItself': 'Stop {{routeLocationId}} cannot follow itself.',
    'adhoc.server.positionOnOtherVehicle':
      'Stop {{routeLocationId}} is moved to one vehicle and after a stop of another: choose one.',
    'adhoc.server.serveBeforeTooEarly':
      'The serve-before time of stop {{routeLocationId}} is before its end time.',
    'adhoc.server.unknownOrders':
      'These orders are not orders of the distribution center for this day: {{refNos}}',
    'adhoc.server.ordersAlreadyIn': 'These orders are already in this version: {{refNos}}',
    'adhoc.server.ordersNotIn': 'These orders are not in this version: {{refNos}}',
    'adhoc.server.repeated': 'A stop or an order is named twice: {{refNos}}',
    'adhoc.server.versionNotFound': 'Job {{jobRefNo}} has no version {{version}}.',
  },
  tr: {
    ...constraintsTr,
    'adhoc.server.reoptimizationStarted': 'Versiyon {{version}} için yeniden optimizasyon başladı.',
    'adhoc.server.reoptimizationFeasible': 'Yeniden optimizasyon versiyon {{version}} oluşturdu.',
    'adhoc.server.reoptimizationInfeasible':
      'Yeniden optimizasyon versiyon {{version}} oluşturdu; bu versiyon uygulanamaz.',
    'adhoc.server.reoptimizationFailed': 'Yeniden optimizasyon başarısız: {{reason}}',
    'adhoc.server.reoptimizationInterrupted': 'Sunucu durduğu için yeniden optimizasyon kesildi.',
    'adhoc.server.reoptimizationRunning': 'Yeniden optimize ediliyor...',
    'adhoc.server.unplanned': '{{order}} siparişi planlanamadı: {{constraint}}.',
    'adhoc.server.violation': '{{vehicle}} aracı şu kısıtı ihlal ediyor: {{constraint}}.',
    'adhoc.server.violationOfOrder':
      '{{vehicle}} aracı {{order}} siparişinde şu kısıtı ihlal ediyor: {{constraint}}.',
    'adhoc.server.routeNotFound': '{{routeId}} rotası bulunamadı.',
    'adhoc.server.noReoptimization': '{{routeId}} rotasının yeniden optimizasyonu yok.',
    'adhoc.server.notEditable':
      'Versiyon {{version}} değiştirilemez: yalnızca yayına alınmayı bekleyen uygulanabilir bir versiyon değiştirilebilir.',
    'adhoc.server.nothingToReoptimize':
      'Yeniden optimize edilecek bir şey yok: bir durağı değiştirin ya da sipariş ekleyin veya çıkarın.',
    'adhoc.server.unknownStop': '{{routeLocationId}} durağı bu versiyonun bir ziyareti değil.',
    'adhoc.server.unknownRouteVehicle': '{{routeVehicleId}} rota aracı bu versiyonun aracı değil.',
    'adhoc.server.afterItself': '{{routeLocationId}} durağı kendisinden sonra gelemez.',
    'adhoc.server.positionOnOtherVehicle':
      '{{routeLocationId}} durağı bir araca ve başka bir aracın durağından sonraya taşınıyor: birini seçin.',
    'adhoc.server.serveBeforeTooEarly':
      '{{routeLocationId}} durağının en geç hizmet saati bitiş saatinden önce.',
    'adhoc.server.unknownOrders': 'Bu siparişler bu gün için dağıtım merkezinin siparişi değil: {{refNos}}',
    'adhoc.server.ordersAlreadyIn': 'Bu siparişler bu versiyonda zaten var: {{refNos}}',
    'adhoc.server.ordersNotIn': 'Bu siparişler bu versiyonda yok: {{refNos}}',
    'adhoc.server.repeated': 'Bir durak veya sipariş iki kez verilmiş: {{refNos}}',
    'adhoc.server.versionNotFound': '{{jobRefNo}} işinin {{version}} versiyonu yok.',
  },
} as const;

let registered = false;

export function registerAdhocMessages(): void {
  if (registered) return;
  registered = true;
  addMessages({ en: { ...adhocServerMessages.en }, tr: { ...adhocServerMessages.tr } });
}
