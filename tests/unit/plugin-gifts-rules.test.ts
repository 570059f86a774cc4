import { parseFormField, parseGoodsForms, type OrderFormField } from '@/api/plugins/ordergoodsform'
import { parsePatientForm } from '@/api/plugins/hospital'
import { decodeReturnedUser, parseProviders } from '@/api/plugins/thirdpartylogin'
import { setLanguage } from '@/i18n'
import { decodeBase64, encodeBase64 } from '@/lib/base64'
import { decodeBuyParams, decodeParam } from '@/lib/buy-params'
import { claimUrl } from '@/pages/plugins/givegift/components/routes'
import { unitsProblem } from '@/pages/plugins/givegift/components/gift-rules'
import { fieldProblem } from '@/pages/plugins/ordergoodsform/components/form-rules'
import {
  EMPTY_HEALTH,
  encodeHealth,
  healthEntries,
  healthFromEntries,
  healthProblem,
  healthSummary,
  type HealthLabels,
} from '@/pages/plugins/hospital/components/health'
import { illDescProblem, patientProblem, type PatientValues } from '@/pages/plugins/hospital/components/patient-rules'

afterEach(() => setLanguage('zh'))

const field = (patch: Partial<OrderFormField> = {}): OrderFormField => ({
  formId: '1',
  title: '刻字',
  hint: '',
  inputType: 'text',
  pattern: '',
  required: true,
  min: 0,
  max: 0,
  message: '',
  defaultValue: '',
  ...patch,
})

describe('order-goods form rules (api-plugins-2 §3.15)', () => {
  it('required: empty or blank fails, an optional field may stay empty', () => {
    expect(fieldProblem(field(), '  ')).toBe('请填写刻字')
    expect(fieldProblem(field({ required: false, min: 2 }), '')).toBeNull()
    setLanguage('en')
    expect(fieldProblem(field(), '')).toBe('Please fill in 刻字')
  })

  it('text length within min/max, counting characters the way a shopper does', () => {
    const rule = field({ min: 2, max: 4 })
    expect(fieldProblem(rule, '生')).toBe('刻字需为2-4个字符')
    expect(fieldProblem(rule, '生日快乐')).toBeNull()
    expect(fieldProblem(rule, '生日快乐呀')).toBe('刻字需为2-4个字符')
    expect(fieldProblem(field({ min: 3 }), 'ab')).toBe('刻字至少3个字符')
    setLanguage('en')
    expect(fieldProblem(field({ max: 2 }), 'abc')).toBe('刻字 can be at most 2 characters')
    expect(fieldProblem(field({ max: 1 }), 'ab')).toBe('刻字 can be at most 1 character')
  })

  it('numbers: must be a number within min/max', () => {
    const rule = field({ inputType: 'number', min: 1, max: 3 })
    expect(fieldProblem(rule, 'two')).toBe('刻字请填写数字')
    expect(fieldProblem(rule, '0')).toBe('刻字需在1到3之间')
    expect(fieldProblem(rule, '2.5')).toBeNull()
    expect(fieldProblem(field({ inputType: 'number', max: 3 }), '4')).toBe('刻字不能大于3')
    setLanguage('en')
    expect(fieldProblem(field({ inputType: 'number', min: 5 }), '4')).toBe('刻字 cannot be less than 5')
  })

  it('the pattern must match; a broken pattern is skipped; the shop message wins', () => {
    const phone = field({ pattern: '^1\\d{10}$' })
    expect(fieldProblem(phone, '12345')).toBe('刻字格式不正确')
    expect(fieldProblem(phone, ' 13912345678 ')).toBeNull()
    expect(fieldProblem(field({ pattern: '([' }), 'anything')).toBeNull()
    expect(fieldProblem(field({ pattern: '^\\d+$', message: '只能填数字' }), 'x')).toBe('只能填数字')
  })

  it('reads the per-goods fields of the buy answer', () => {
    const parsed = parseFormField({
      form_id: 7,
      title: '电话',
      placeholder: '11位',
      element_arr: ['input', 'number', '^1'],
      is_required: '1',
      minlength: '2',
      maxlength: 9,
      error_message: 'bad',
    })
    expect(parsed).toEqual({
      formId: '7',
      title: '电话',
      hint: '11位',
      inputType: 'number',
      pattern: '^1',
      required: true,
      min: 2,
      max: 9,
      message: 'bad',
      defaultValue: '',
    })
    const forms = parseGoodsForms([
      { goods_id: 19, title: 'Brush', plugins_ordergoodsform_data: [{ form_id: 1, title: 'A' }] },
      { goods_id: 2, title: 'Cleanser' },
    ])
    expect(forms).toHaveLength(1)
    expect(forms[0]).toMatchObject({ goodsId: '19', title: 'Brush', fields: [expect.objectContaining({ formId: '1', inputType: 'text' })] })
  })
})

const labels: HealthLabels = {
  allergy: '过敏史',
  sickness: '既往病史',
  liver: '肝功能异常',
  renal: '肾功能异常',
  pregnancy: '备孕/怀孕/哺乳',
  pregnancyName: (value) => ['无', '备孕中', '怀孕中', '哺乳期'][value] ?? '',
}

describe('patient health encoding (api-plugins-2 §3.22)', () => {
  const state = { ...EMPTY_HEALTH, allergy: { on: true, text: ' 青霉素 ' }, sickness: { on: false, text: 'kept while off' }, renalAbnormal: true, pregnancy: 2 }

  it('sends base64 of [{type, status, value, msg}] with the texts under `value`, only when switched on', () => {
    const decoded = JSON.parse(decodeBase64(encodeHealth(state, 1, labels)))
    expect(decoded).toEqual([
      { type: 'is_history_of_allergy', status: 1, value: '青霉素', msg: '过敏史' },
      { type: 'is_history_of_sickness', status: 0, value: '', msg: '既往病史' },
      { type: 'liver_type', status: 0, msg: '肝功能异常' },
      { type: 'renal_type', status: 1, msg: '肾功能异常' },
      { type: 'pregnancy', status: 2, msg: '备孕/怀孕/哺乳: 怀孕中' },
    ])
  })

  it('pregnancy is kept for women and always 0 for men', () => {
    expect(healthEntries(state, 1, labels).find((e) => e.type === 'pregnancy')?.status).toBe(2)
    expect(healthEntries(state, 2, labels).find((e) => e.type === 'pregnancy')?.status).toBe(0)
    expect(healthSummary(state, 2, { ...labels, abnormal: '异常' })).toBe('过敏史: 青霉素; 肾功能异常')
    expect(healthSummary(state, 1, { ...labels, abnormal: '异常' })).toBe('过敏史: 青霉素; 肾功能异常; 怀孕中')
  })

  it('reads what the server keeps back into the form, and round-trips', () => {
    const entries = [
      { type: 'is_history_of_allergy', status: 1, value: '花粉' },
      { type: 'liver_type', status: 1, value: '' },
      { type: 'pregnancy', status: 3, value: '' },
    ]
    const read = healthFromEntries(entries)
    expect(read).toEqual({ allergy: { on: true, text: '花粉' }, sickness: { on: false, text: '' }, liverAbnormal: true, renalAbnormal: false, pregnancy: 3 })
    const again = JSON.parse(decodeBase64(encodeHealth(read, 1, labels))).map((e: { type: string; status: number; value?: string }) => ({
      ...e,
      value: e.value ?? '',
    }))
    expect(healthFromEntries(again)).toEqual(read)
  })

  it('a switched-on text is required and at most 230 characters', () => {
    expect(healthProblem({ ...EMPTY_HEALTH, allergy: { on: true, text: ' ' } })).toBe('allergy_required')
    expect(healthProblem({ ...EMPTY_HEALTH, sickness: { on: true, text: '' } })).toBe('sickness_required')
    expect(healthProblem({ ...EMPTY_HEALTH, sickness: { on: true, text: '病'.repeat(231) } })).toBe('health_too_long')
    expect(healthProblem({ ...EMPTY_HEALTH, allergy: { on: false, text: '' } })).toBeNull()
  })
})

describe('patient form rules', () => {
  const valid: PatientValues = {
    name: '李四',
    idcard: '110101199001011234',
    mobile: '137 0000 1111',
    gender: 2,
    age: '35',
    weight: '68.5',
    relation: 'self',
    health: EMPTY_HEALTH,
  }
  it.each<[Partial<PatientValues>, string, string]>([
    [{ name: ' ' }, 'name', '请填写就诊人姓名'],
    [{ name: '名'.repeat(31) }, 'name', '姓名最多30个字'],
    [{ idcard: '' }, 'idcard', '请填写身份证号'],
    [{ idcard: '1'.repeat(61) }, 'idcard', '身份证号最多60个字'],
    [{ mobile: '' }, 'mobile', '请填写手机号'],
    [{ mobile: 'call me' }, 'mobile', '手机号最多30位，只能包含数字、+、-、空格'],
    [{ gender: 0 }, 'gender', '请选择性别'],
    [{ age: '151' }, 'age', '年龄需为0-150的整数'],
    [{ age: '3.5' }, 'age', '年龄需为0-150的整数'],
    [{ weight: 'heavy' }, 'weight', '体重需为0-500的数字（kg）'],
    [{ health: { ...EMPTY_HEALTH, allergy: { on: true, text: '' } } }, 'health', '请填写过敏史'],
  ])('%j is refused on %s', (patch, fieldName, message) => {
    expect(patientProblem({ ...valid, ...patch })).toEqual({ field: fieldName, message })
  })

  it('passes valid values (age and weight optional) and speaks English too', () => {
    expect(patientProblem(valid)).toBeNull()
    expect(patientProblem({ ...valid, age: '', weight: '' })).toBeNull()
    setLanguage('en')
    expect(patientProblem({ ...valid, gender: 0 })?.message).toBe('Please choose the gender')
  })

  it('the chief complaint is 1-230 characters', () => {
    expect(illDescProblem('  ')).toBe('请描述病情')
    expect(illDescProblem('头'.repeat(231))).toBe('病情描述最多230个字')
    expect(illDescProblem('感冒两天')).toBeNull()
  })

  it('the form data drops the "secret" gender the server lists first', () => {
    const form = parsePatientForm({
      common_gender_list: [
        { id: 0, name: '保密' },
        { id: 1, name: '女' },
        { id: 2, name: '男' },
      ],
      data: null,
    })
    expect(form.genders).toEqual([
      { value: 1, name: '女' },
      { value: 2, name: '男' },
    ])
    expect(form.patient).toBeNull()
  })
})

describe('gifts', () => {
  it('units stay within the minimum, the purchase limit and the stock', () => {
    const goods = { buyMin: 2, buyMax: 5, inventory: 4 }
    expect(unitsProblem(goods, 1)).toBe('至少送 2 份')
    expect(unitsProblem(goods, 6)).toBe('最多送 5 份')
    expect(unitsProblem(goods, 5)).toBe('库存不足，最多 4 份')
    expect(unitsProblem(goods, 3)).toBeNull()
    setLanguage('en')
    expect(unitsProblem({ buyMin: 1, buyMax: 1, inventory: 9 }, 2)).toBe('Give at most 1 unit')
    expect(unitsProblem(goods, 1)).toBe('Give at least 2 units')
  })

  it('a claim opens the buy page with the gift on its one goods item', () => {
    const url = claimUrl({ goodsId: '16', spec: [{ type: '颜色', value: '红' }], ref: { type: 'code', value: 'ABC123' }, note: ' 谢谢 ' })
    const params = decodeBuyParams(url.split('data=')[1])
    expect(params?.buy_type).toBe('goods')
    const items = decodeParam<unknown[]>(params && 'goods_data' in params ? params.goods_data : '')
    expect(items).toEqual([
      {
        goods_id: '16',
        stock: 1,
        spec: [{ type: '颜色', value: '红' }],
        plugins_givegift_value: 'ABC123',
        plugins_givegift_type: 'code',
        plugins_givegift_user_message: '谢谢',
      },
    ])
  })
})

describe('third-party login', () => {
  it('reads the providers keyed by platform, with the shopper binding', () => {
    expect(parseProviders({ demo: { name: 'Demo', login_url: 'http://x/login', bind_id: 3, bind_nickname: 'Tom' }, weixin: { name: 'WeChat' } })).toEqual([
      { key: 'demo', name: 'Demo', color: '', icon: '', loginUrl: 'http://x/login', bindId: '3', bindNickname: 'Tom' },
    ])
  })

  it('decodes the returned user, even when a + of its base64 became a space', () => {
    const identity = { platform: 'demo', nickname: '测试>>>', ticket: 'abc', is_force_bind_user: 1 }
    const encoded = encodeBase64(JSON.stringify(identity))
    expect(encoded).toContain('+')
    expect(decodeReturnedUser(encoded.replace(/\+/g, ' '))).toMatchObject({ mustBind: true, platform: 'demo', nickname: '测试>>>' })
    expect(decodeReturnedUser(encodeURIComponent(encodeBase64(JSON.stringify({ token: 't', username: 'demo', is_force_bind_user: 0 }))))).toMatchObject({
      mustBind: false,
    })
    expect(decodeReturnedUser(encodeBase64(JSON.stringify({ username: 'no token' })))).toBeNull()
    expect(decodeReturnedUser('not base64 json')).toBeNull()
    expect(decodeReturnedUser(undefined)).toBeNull()
  })
})
