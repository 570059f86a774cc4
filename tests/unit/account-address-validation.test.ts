import { setLanguage } from '@/i18n'
import { checkAddress, emptyAddressForm, toSaveInput, type AddressFormValues } from '@/pages/user-address-save/address-form'
import { checkPasswords } from '@/pages/password/password-form'

function filled(patch: Partial<AddressFormValues> = {}): AddressFormValues {
  return {
    ...emptyAddressForm(),
    name: '张三',
    tel: '13800138000',
    region: { province: { id: 1, name: '北京市' }, city: { id: 36, name: '北京市' }, county: { id: 457, name: '东城区' } },
    address: '东华门大街1号',
    label: 'home',
    ...patch,
  }
}

const plain = { idcard: false, location: false }

describe('address form validation (spec 5, zh and en)', () => {
  afterEach(() => setLanguage('zh'))

  it('requires the label (spec 5)', () => {
    expect(checkAddress(filled({ label: '' }), plain)).toBe('请填写地址标签')
    setLanguage('en')
    expect(checkAddress(filled({ label: ' ' }), plain)).toBe('Please fill in address label')
  })

  it('passes a complete address and builds the save body', () => {
    expect(checkAddress(filled(), plain)).toBeNull()
    expect(toSaveInput(filled({ isDefault: true, label: 'home' }))).toMatchObject({
      province: 1,
      city: 36,
      county: 457,
      is_default: 1,
      label: 'home',
      name: '张三',
    })
  })

  it('names the first problem in Chinese', () => {
    setLanguage('zh')
    expect(checkAddress(filled({ name: '' }), plain)).toBe('请填写联系人')
    expect(checkAddress(filled({ name: '张' }), plain)).toBe('联系人长度需在 2 到 16 个字符之间')
    expect(checkAddress(filled({ tel: '12' }), plain)).toBe('联系电话格式有误（6-15 位）')
    expect(checkAddress(filled({ region: emptyAddressForm().region }), plain)).toBe('请填写省市区')
    expect(checkAddress(filled({ address: '' }), plain)).toBe('请填写详细地址')
    expect(checkAddress(filled({ address: 'x'.repeat(81) }), plain)).toBe('详细地址长度需在 1 到 80 个字符之间')
    expect(checkAddress(filled({ alias: 'a'.repeat(17) }), plain)).toBe('别名最多 16 个字符')
  })

  it('names the first problem in English', () => {
    setLanguage('en')
    expect(checkAddress(filled({ name: '' }), plain)).toBe('Please fill in contact name')
    expect(checkAddress(filled({ tel: 'abc' }), plain)).toBe('Phone number is not a valid number (6-15 digits)')
    expect(checkAddress(filled({ region: emptyAddressForm().region }), plain)).toBe('Please fill in province / city / district')
  })

  it('requires the ID fields and photos when the site asks for them', () => {
    setLanguage('zh')
    const idcard = { idcard: true, location: false }
    expect(checkAddress(filled(), idcard)).toBe('请填写身份证姓名')
    expect(checkAddress(filled({ idcardName: '张三', idcardNumber: '110101199001011234' }), idcard)).toBe('请填写身份证正面照片')
    expect(checkAddress(filled({ idcardName: '张三', idcardNumber: '110101199001011234', idcardFront: ['f'], idcardBack: ['b'] }), idcard)).toBeNull()
    setLanguage('en')
    expect(checkAddress(filled({ idcardName: 'Zhang', idcardNumber: '1', idcardFront: ['f'] }), idcard)).toBe('Please fill in ID card back photo')
  })

  it('requires a map location when map status is on', () => {
    setLanguage('en')
    expect(checkAddress(filled(), { idcard: false, location: true })).toBe('Please choose a map location')
    expect(checkAddress(filled({ lng: 116.4, lat: 39.9 }), { idcard: false, location: true })).toBeNull()
  })
})

describe('password change validation', () => {
  afterEach(() => setLanguage('zh'))
  it('requires all three, 6-18 characters, and the same new password twice', () => {
    setLanguage('zh')
    expect(checkPasswords({ my_pwd: '', new_pwd: 'abcdef', confirm_new_pwd: 'abcdef' })).toBe('请填写当前密码')
    expect(checkPasswords({ my_pwd: 'old123', new_pwd: 'abc', confirm_new_pwd: 'abc' })).toBe('密码长度为 6-18 位')
    setLanguage('en')
    expect(checkPasswords({ my_pwd: 'old123', new_pwd: 'abcdef', confirm_new_pwd: 'abcdeg' })).toBe('The two new passwords do not match')
    expect(checkPasswords({ my_pwd: 'old123', new_pwd: 'abcdef', confirm_new_pwd: 'abcdef' })).toBeNull()
  })
})
