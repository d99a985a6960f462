import { dailyPlanMessages, jobFieldLabel } from '@rota/core/daily-plan';
import { addFieldLabels, type FieldLabeler } from '../platform/field-labels.js';
import { addMessages } from '../platform/i18n.js';

/** Texts the daily-plan server answers with, beyond core's. */
export const dailyPlanServerMessages = {
  en: {
    'dailyPlan.server.jobNotFound': 'Job {{jobRefNo}} was not found.',
    'dailyPlan.server.routeNotFound': 'Route {{routeId}} of job {{jobRefNo}} was not found.',
    'dailyPlan.server.jobExists': 'A job with reference {{jobRefNo}} already exists in status {{status}}.',
    'dailyPlan.server.ordersAndVehiclesRequired': 'Please select at least 1 order and 1 vehicle!',
    'dailyPlan.server.unknownOrders': 'These orders are not orders of the distribution center: {{refNos}}',
    'dailyPlan.server.unknownVehicles':
      'These vehicles are not vehicles of the distribution center: {{refNos}}',
    'dailyPlan.server.unknownDrivers': 'These drivers do not exist: {{refNos}}',
    'dailyPlan.server.vehicleNotInJob': 'Vehicle {{vehicleRefNo}} is not a vehicle of this job.',
    'dailyPlan.server.driverTwice': 'A driver can drive only one vehicle of a job.',
    'dailyPlan.server.jobCreated': 'Job successfully added',
    'dailyPlan.server.jobUpdated': 'Job successfully updated',
    'dailyPlan.server.jobQueued': 'Job {{jobRefNo}} is queued.',
    'dailyPlan.server.jobsDeleted': 'successfully deleted',
    'dailyPlan.server.cannotDeleteRunning': 'Job {{jobRefNo}} is {{status}} and cannot be deleted.',
    'dailyPlan.server.approved': 'The plan is live: route details were sent to the drivers.',
    'dailyPlan.server.discarded': 'The plan is discarded.',
    'dailyPlan.server.notCurrentRoute': 'Only the current version of the job can be approved or discarded.',
    'dailyPlan.server.infeasibleRoute': 'An infeasible version cannot go live.',
    'dailyPlan.server.driversSaved': 'Drivers are assigned.',
    'dailyPlan.server.noOpenOrders':
      'No order of the distribution center on {{date}} can be planned ({{leftOut}} left out: in a live plan, or completed, failed or cancelled by a driver). Name orders with orderRefNoList to plan them again.',
    'dailyPlan.server.noOrdersLeft':
      'Job {{jobRefNo}} has no order left to plan: {{refNos}} went live in another plan or were finished by a driver since it was planned. Replan it with other orders.',
    'dailyPlan.server.ordersHeld':
      '{{count}} orders of this plan went live in another plan or were finished by a driver after the job was planned: {{refNos}}. Rerun the job to plan without them.',
    'dailyPlan.server.jobQueuedLeftOut':
      'Job {{jobRefNo}} is queued without {{count}} orders that went live in another plan or were finished by a driver since it was planned: {{refNos}}.',
  },
  tr: {
    'dailyPlan.server.jobNotFound': '{{jobRefNo}} işi bulunamadı.',
    'dailyPlan.server.routeNotFound': '{{jobRefNo}} işinin {{routeId}} rotası bulunamadı.',
    'dailyPlan.server.jobExists': '{{jobRefNo}} referanslı iş {{status}} durumunda zaten var.',
    'dailyPlan.server.ordersAndVehiclesRequired': 'Lütfen en az 1 sipariş ve 1 araç seçin!',
    'dailyPlan.server.unknownOrders': 'Bu siparişler dağıtım merkezine ait değil: {{refNos}}',
    'dailyPlan.server.unknownVehicles': 'Bu araçlar dağıtım merkezine ait değil: {{refNos}}',
    'dailyPlan.server.unknownDrivers': 'Bu sürücüler bulunamadı: {{refNos}}',
    'dailyPlan.server.vehicleNotInJob': '{{vehicleRefNo}} aracı bu işin aracı değil.',
    'dailyPlan.server.driverTwice': 'Bir sürücü bir işte yalnızca bir araç kullanabilir.',
    'dailyPlan.server.jobCreated': 'İş başarıyla eklendi',
    'dailyPlan.server.jobUpdated': 'İş başarıyla güncellendi',
    'dailyPlan.server.jobQueued': '{{jobRefNo}} işi kuyruğa alındı.',
    'dailyPlan.server.jobsDeleted': 'başarıyla silindi',
    'dailyPlan.server.cannotDeleteRunning': '{{jobRefNo}} işi {{status}} durumunda, silinemez.',
    'dailyPlan.server.approved': 'Plan yayında: rota bilgileri sürücülere gönderildi.',
    'dailyPlan.server.discarded': 'Plan reddedildi.',
    'dailyPlan.server.notCurrentRoute': 'Yalnızca işin güncel versiyonu onaylanabilir veya reddedilebilir.',
    'dailyPlan.server.infeasibleRoute': 'Uygulanamaz bir versiyon yayına alınamaz.',
    'dailyPlan.server.driversSaved': 'Sürücüler atandı.',
    'dailyPlan.server.noOpenOrders':
      'Dağıtım merkezinin {{date}} tarihli hiçbir siparişi planlanamaz ({{leftOut}} sipariş dışarıda: yayındaki bir planda ya da sürücü tarafından tamamlanmış, başarısız veya iptal edilmiş). Yeniden planlamak için siparişleri orderRefNoList ile adlandırın.',
    'dailyPlan.server.noOrdersLeft':
      '{{jobRefNo}} işinde planlanacak sipariş kalmadı: {{refNos}} planlandıktan sonra başka bir planla yayına alındı ya da sürücü tarafından sonuçlandırıldı. İşi başka siparişlerle yeniden planlayın.',
    'dailyPlan.server.ordersHeld':
      'Bu planın {{count}} siparişi iş planlandıktan sonra başka bir planla yayına alındı ya da sürücü tarafından sonuçlandırıldı: {{refNos}}. Onlarsız planlamak için işi yeniden çalıştırın.',
    'dailyPlan.server.jobQueuedLeftOut':
      '{{jobRefNo}} işi, planlandıktan sonra başka bir planla yayına alınan ya da sürücü tarafından sonuçlandırılan {{count}} sipariş olmadan kuyruğa alındı: {{refNos}}.',
  },
} as const;

/** Fields of the job input (parameters, vehicle configurations) named in validation messages. */
const jobInputLabels: FieldLabeler = (field, t) =>
  field.startsWith('jobParameterDto.') || field.startsWith('vehicleConfigurations.')
    ? jobFieldLabel(field, t)
    : null;

let registered = false;

/** Adds core's daily-plan texts and the server's to the translation catalog, once. */
export function registerDailyPlanMessages(): void {
  if (registered) return;
  registered = true;
  addMessages({ en: { ...dailyPlanMessages.en }, tr: { ...dailyPlanMessages.tr } });
  addMessages({ en: { ...dailyPlanServerMessages.en }, tr: { ...dailyPlanServerMessages.tr } });
  addFieldLabels(jobInputLabels);
}
