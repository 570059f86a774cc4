// hospital (api-plugins-2 §3.22): patients with health details, the cart's prescription check, and the free
// online consultation asked for before buying prescription goods.
import './messages'
import { definePlugin } from '../../core/plugins'
import { patientControl } from './patients'
import { prescriptionControl } from './prescriptions'
import { seedHospital } from './seed'

definePlugin({
  name: 'hospital',
  // The cart runs prescription/savecheck before settling only when this is 1.
  baseData: (ctx) => ({ application_name: ctx.t('hospital.title'), is_goods_is_prescription: 1 }),
  controls: { patient: patientControl, prescription: prescriptionControl },
  seed: seedHospital,
})
