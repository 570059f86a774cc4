import { Text } from '@tarojs/components'
import { fireEvent, render, screen } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import { setLanguage } from '@/i18n'
import { defineSlot, listItems, registerEmbed, Slot, slotHas } from '@/slots/slot'
import { CHECKOUT_EXTRAS, SETUP_ENTRIES, USER_CENTRE_SHORTCUTS, type CheckoutSlotProps } from '@/slots/slots'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'
import '@/slots/fills/checkout'
import '@/slots/fills/setup'
import '@/slots/fills/user-centre'

function stores(plugins: Record<string, unknown>): RootStore {
  const root = resetRootStore()
  root.app.config = parseCommonConfig({ status: 1, config: {}, plugins_base: plugins })
  root.session.setUser({ id: '1', token: 'tok', username: 'demo' })
  return root
}

const renderWith = (root: RootStore, node: JSX.Element) => render(<StoreContext.Provider value={root}>{node}</StoreContext.Provider>)

describe('slot registry', () => {
  it('draws embeds by place then plugin name, whatever the registration order, each with the slot props', () => {
    const slot = defineSlot<{ who: string }>('test.order')
    const make = (tag: string) =>
      function Embed({ who }: { who: string }) {
        return <Text data-testid='embed'>{`${tag}:${who}`}</Text>
      }
    registerEmbed(slot, { plugin: 'zeta', order: 20, component: make('zeta') })
    registerEmbed(slot, { plugin: 'beta', order: 10, component: make('beta') })
    registerEmbed(slot, { plugin: 'alpha', order: 10, component: make('alpha') })
    // Registering again (a module evaluated twice) replaces, it does not add.
    registerEmbed(slot, { plugin: 'zeta', order: 5, component: make('zeta2') })
    render(<Slot slot={slot} props={{ who: 'mia' }} />)
    expect(screen.getAllByTestId('embed').map((el) => el.textContent)).toEqual(['zeta2:mia', 'alpha:mia', 'beta:mia'])
  })

  it('leaves out embeds whose `when` says no; slotHas tells the host whether anything would draw', () => {
    const slot = defineSlot<{ n: number }>('test.when')
    const Shown = ({ n }: { n: number }) => <Text data-testid='shown'>{String(n)}</Text>
    registerEmbed(slot, { plugin: 'even', order: 1, when: ({ n }) => n % 2 === 0, component: Shown })
    expect(slotHas(slot, { n: 1 })).toBe(false)
    expect(slotHas(slot, { n: 2 })).toBe(true)
    const { container } = render(<Slot slot={slot} props={{ n: 1 }} />)
    expect(container.textContent).toBe('')
  })

  it('draws in a server order by plugin name when given one; unnamed plugins follow in their own order', () => {
    const slot = defineSlot<object>('test.server-order')
    const make = (tag: string) =>
      function Embed() {
        return <Text data-testid='ordered'>{tag}</Text>
      }
    for (const [plugin, order] of [
      ['blog', 10],
      ['shop', 20],
      ['magic', 30],
      ['seckill', 40],
    ] as const)
      registerEmbed(slot, { plugin, order, component: make(plugin) })
    render(<Slot slot={slot} props={{}} order={['seckill', 'shop']} />)
    expect(screen.getAllByTestId('ordered').map((el) => el.textContent)).toEqual(['seckill', 'shop', 'blog', 'magic'])
  })

  it('an empty slot draws nothing', () => {
    const { container } = render(<Slot slot={defineSlot<object>('test.empty')} props={{}} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('core slots filled by the plugins', () => {
  beforeEach(() => setLanguage('zh'))

  it('settings entries: currency before invoice; a switched-off plugin draws nothing', () => {
    const both = renderWith(stores({ exchangerate: {}, invoice: {} }), <Slot slot={SETUP_ENTRIES} props={{}} />)
    const rows = [...both.container.querySelectorAll('[data-testid]')].map((el) => el.getAttribute('data-testid'))
    expect(rows).toEqual(['setup-currency', 'invoice-settings-entry'])
    both.unmount()

    renderWith(stores({ invoice: {} }), <Slot slot={SETUP_ENTRIES} props={{}} />)
    expect(screen.queryByTestId('setup-currency')).toBeNull()
    expect(screen.getByTestId('invoice-settings-entry')).toBeTruthy()
  })

  it('checkout extras get the answer data and hand the new plugin params back through onChange', () => {
    const onChange = jest.fn()
    const props: CheckoutSlotProps = {
      pluginData: {
        coupon: [{ warehouse_id: 3, coupon_data: { coupon_list: [], coupon_choice: {} } }],
        points: { is_points: 0, use_integral: 680, user_integral: 680, discount_price: '6.80', discount_type: 0 },
      },
      params: { coupon_id_3: 0 },
      onChange,
      disabled: false,
    }
    // Coupon plugin off: only the points switch draws, with the answer's numbers.
    const { container } = renderWith(stores({ points: { data: {} } }), <Slot slot={CHECKOUT_EXTRAS} props={props} />)
    expect(screen.queryByTestId('checkout-coupon-row')).toBeNull()
    expect(container.textContent).toContain('6.80')
    fireEvent.click(screen.getByTestId('checkout-points-confirm'))
    // The other plugins' params are kept.
    expect(onChange).toHaveBeenLastCalledWith({ coupon_id_3: 0, is_points: 1, actual_use_integral: 680 })
  })

  it('checkout extras in order: the coupon choice before the points switch', () => {
    const props: CheckoutSlotProps = {
      pluginData: {
        coupon: [{ warehouse_id: 3, coupon_data: { coupon_list: [], coupon_choice: {} } }],
        points: { is_points: 0, use_integral: 680, user_integral: 680, discount_price: '6.80', discount_type: 0 },
      },
      params: {},
      onChange: () => undefined,
      disabled: false,
    }
    const { container } = renderWith(stores({ coupon: {}, points: {} }), <Slot slot={CHECKOUT_EXTRAS} props={props} />)
    const ids = [...container.querySelectorAll('[data-testid="checkout-coupon-row"], [data-testid="checkout-points"]')].map((el) =>
      el.getAttribute('data-testid'),
    )
    expect(ids).toEqual(['checkout-coupon-row', 'checkout-points'])
  })

  it('the user centre grid lists the plugin tiles in their fixed order, each with its plugin', () => {
    const tiles = listItems(USER_CENTRE_SHORTCUTS)
    expect(tiles.map((s) => s.key)).toEqual([
      'coupon',
      'wallet',
      'coin',
      'vip',
      'distribution',
      'signin',
      'points',
      'invoice',
      'givegift',
      'giftcard',
      'shop-favor',
      'ask',
      'blog',
      'certificate',
      'hospital',
    ])
    expect(tiles.find((s) => s.key === 'vip')).toMatchObject({ plugin: 'membershiplevelvip', url: '/pages/plugins/membershiplevelvip/user/user' })
  })
})
