import Taro from '@tarojs/taro'
import { goPayFailure } from '@/components/payment-sheet/pay-flow'
import { DIALOG_CANCEL_COLOR } from '@/lib/dialog-colors'
import { confirmAction } from '@/lib/dialogs'
import { resetRootStore } from '@/stores/root-store'
import { THEMES } from '@/theme/themes'

describe('app dialogs follow the theme', () => {
  let modal: jest.SpyInstance

  beforeEach(() => {
    modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' } as never)
  })
  afterEach(() => modal.mockRestore())

  it.each(['green', 'blue'] as const)('confirmAction asks with the %s theme colour and a grey cancel', async (theme) => {
    resetRootStore().app.setTheme(theme)
    await expect(confirmAction('删除吗？')).resolves.toBe(true)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '删除吗？', confirmColor: THEMES[theme].strong, cancelColor: DIALOG_CANCEL_COLOR }))
  })

  it("a one-button notice (the pay flow's failure message) takes the colour of the theme chosen since", async () => {
    jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const stores = resetRootStore()
    stores.app.setTheme('orange')
    await goPayFailure('余额不足', { appointPage: '/pages/user-order/user-order', failPage: '/pages/user-order/user-order' })
    stores.app.setTheme('purple')
    await goPayFailure('再次', { appointPage: '/pages/user-order/user-order', failPage: '/pages/user-order/user-order' })
    expect(modal.mock.calls.map(([options]) => [options.content, options.confirmColor, options.showCancel])).toEqual([
      ['余额不足', THEMES.orange.strong, false],
      ['再次', THEMES.purple.strong, false],
    ])
  })

  it('a cancelled confirm resolves false', async () => {
    modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' } as never)
    await expect(confirmAction('删除吗？')).resolves.toBe(false)
  })
})
