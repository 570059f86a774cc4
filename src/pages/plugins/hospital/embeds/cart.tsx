import { CART_CHECKOUT_GUARDS, CART_SHEETS } from '@/slots/slots'
import { registerGuard } from '@/slots/slot'
import { registerEmbed } from '@/slots/slot'
import { prescriptionGuard, PrescriptionChoiceSheet } from '../components/prescription-check'

// Settling the cart: prescription goods need a consultation first (hospital/prescription/savecheck).
registerGuard(CART_CHECKOUT_GUARDS, { plugin: 'hospital', order: 10, check: prescriptionGuard })
registerEmbed(CART_SHEETS, { plugin: 'hospital', order: 10, component: PrescriptionChoiceSheet })
