import type {
  DemoCargoType,
  DemoOperationType,
  DemoOperationTypeTimeWindow,
  DemoStepDefinition,
  DemoVehicleType,
  DemoVehicleTypeCapability,
  DemoWorkflow,
} from './demo-data.types.js';

/** The fixed catalogue of the demo operation: what is carried, what is done, with what. */

export const CARGO_TYPES: readonly DemoCargoType[] = [
  { refNo: 'CT-KURU', name: 'Kuru Gıda', description: 'Ambalajlı kuru gıda kolileri' },
  { refNo: 'CT-ICECEK', name: 'İçecek', description: 'Su, meşrubat ve meyve suyu kasaları' },
  { refNo: 'CT-SOGUK', name: 'Soğuk Zincir', description: 'Süt ürünleri ve şarküteri, +2 / +8 °C' },
  { refNo: 'CT-TEMIZLIK', name: 'Temizlik Ürünleri', description: 'Deterjan ve kişisel bakım' },
  { refNo: 'CT-ILAC', name: 'İlaç ve Medikal', description: 'Eczane sevkiyatları' },
  { refNo: 'CT-ELEKTRONIK', name: 'Elektronik', description: 'Küçük ev aletleri ve aksesuar' },
];

export const OPERATION_TYPES: readonly DemoOperationType[] = [
  {
    refNo: 'OT-TESLIMAT',
    name: 'Standart Teslimat',
    action: 'DELIVERY',
    actionDisplay: 'Teslimat',
    serviceDuration: 10,
    description: 'Koli teslimatı',
  },
  {
    refNo: 'OT-SOGUK',
    name: 'Soğuk Zincir Teslimat',
    action: 'DELIVERY',
    actionDisplay: 'Teslimat',
    serviceDuration: 12,
    description: 'Frigorifik araçla teslimat',
  },
  {
    refNo: 'OT-AGIR',
    name: 'Ağır Yük Teslimat',
    action: 'DELIVERY',
    actionDisplay: 'Teslimat',
    serviceDuration: 20,
    description: 'Paletli ve ağır teslimat, asansörlü araç',
  },
  {
    refNo: 'OT-IADE',
    name: 'İade Toplama',
    action: 'PICKUP',
    actionDisplay: 'Toplama',
    serviceDuration: 8,
    description: 'Müşteri iadelerinin toplanması',
  },
  {
    refNo: 'OT-KASA',
    name: 'Boş Kasa Toplama',
    action: 'PICKUP',
    actionDisplay: 'Toplama',
    serviceDuration: 6,
    description: 'Boş kasa ve palet toplama',
  },
];

export const VEHICLE_TYPES: readonly DemoVehicleType[] = [
  {
    refNo: 'VT-PANELVAN',
    name: 'Panelvan',
    weightCapacity: 1200,
    volumeCapacity: 10,
    insuranceLimit: 250_000,
    fixedCost: 1500,
    durationUnitCost: 250,
    distanceUnitCost: 9,
    description: 'Şehir içi hafif ticari araç',
  },
  {
    refNo: 'VT-KAMYONET',
    name: 'Kamyonet 3.5 t',
    weightCapacity: 3000,
    volumeCapacity: 18,
    insuranceLimit: 500_000,
    fixedCost: 2200,
    durationUnitCost: 300,
    distanceUnitCost: 12,
    description: 'Kapalı kasa kamyonet',
  },
  {
    refNo: 'VT-FRIGO',
    name: 'Frigorifik Kamyonet',
    weightCapacity: 2500,
    volumeCapacity: 14,
    insuranceLimit: 400_000,
    fixedCost: 2600,
    durationUnitCost: 320,
    distanceUnitCost: 13,
    description: 'Soğutmalı kasa, +2 / +8 °C',
  },
  {
    refNo: 'VT-KAMYON',
    name: 'Kamyon 7.5 t',
    weightCapacity: 7000,
    volumeCapacity: 35,
    insuranceLimit: 1_000_000,
    fixedCost: 3500,
    durationUnitCost: 380,
    distanceUnitCost: 16,
    description: 'Asansörlü kamyon',
  },
];

/** Chilled goods need a refrigerated van; heavy deliveries need a tail lift (truck or 3.5 t). */
export const VEHICLE_TYPE_CAPABILITIES: readonly DemoVehicleTypeCapability[] = [
  ...VEHICLE_TYPES.map((t) => ({
    vehicleTypeRefNo: t.refNo,
    operationTypeRefNo: 'OT-SOGUK',
    isCapable: t.refNo === 'VT-FRIGO',
  })),
  ...VEHICLE_TYPES.map((t) => ({
    vehicleTypeRefNo: t.refNo,
    operationTypeRefNo: 'OT-AGIR',
    isCapable: t.refNo === 'VT-KAMYON' || t.refNo === 'VT-KAMYONET',
  })),
];

/** Heavy vehicles may unload only outside the rush hours; empty crates are collected by noon. */
export const OPERATION_TYPE_TIME_WINDOWS: readonly DemoOperationTypeTimeWindow[] = [
  { operationTypeRefNo: 'OT-AGIR', startTime: '10:00', endTime: '16:00', days: [] },
  { operationTypeRefNo: 'OT-KASA', startTime: '08:00', endTime: '12:00', days: [] },
];

/** Spec 02's known step names. */
export const STEP_DEFINITIONS: readonly DemoStepDefinition[] = [
  { name: 'enter_contact_name', displayName: 'Enter contact name' },
  { name: 'scan_barcode_in', displayName: 'Scan barcode (in)' },
  { name: 'scan_barcode_out', displayName: 'Scan barcode (out)' },
  { name: 'capture_signature', displayName: 'Capture signature' },
  { name: 'capture_signature_with_name', displayName: 'Capture signature with name' },
  { name: 'capture_photo', displayName: 'Capture photo' },
  { name: 'enter_atm_cubical', displayName: 'Enter ATM cubicle' },
  { name: 'scan_atm_code', displayName: 'Scan ATM code' },
  { name: 'service_details', displayName: 'Service details' },
];

const steps = (...items: [string, boolean][]) =>
  items.map(([stepName, isRequired], actionOrder) => ({ stepName, actionOrder, isRequired }));

export const WORKFLOWS: readonly DemoWorkflow[] = [
  {
    name: 'Standart Teslimat Akışı',
    isDefault: true,
    workflowActions: [
      {
        operationTypeRefNo: 'OT-TESLIMAT',
        actionOrder: 0,
        steps: steps(
          ['scan_barcode_out', true],
          ['capture_signature_with_name', true],
          ['capture_photo', false],
        ),
      },
      {
        operationTypeRefNo: 'OT-SOGUK',
        actionOrder: 1,
        steps: steps(
          ['scan_barcode_out', true],
          ['service_details', true],
          ['capture_signature_with_name', true],
        ),
      },
      {
        operationTypeRefNo: 'OT-AGIR',
        actionOrder: 2,
        steps: steps(['scan_barcode_out', true], ['capture_photo', true], ['capture_signature', true]),
      },
      {
        operationTypeRefNo: 'OT-IADE',
        actionOrder: 3,
        steps: steps(['enter_contact_name', true], ['scan_barcode_in', true], ['capture_signature', false]),
      },
      {
        operationTypeRefNo: 'OT-KASA',
        actionOrder: 4,
        steps: steps(['scan_barcode_in', true], ['capture_photo', false]),
      },
    ],
  },
  {
    name: 'Hızlı Teslimat Akışı',
    isDefault: false,
    workflowActions: [
      {
        operationTypeRefNo: 'OT-TESLIMAT',
        actionOrder: 0,
        steps: steps(['scan_barcode_out', true], ['capture_signature', false]),
      },
    ],
  },
];
