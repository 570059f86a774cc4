import { parseLoginTypes, parseSettings } from '@/api/settings'
import { captchaRequired, initialView, loginModes, viewFor } from '@/pages/login/login-modes'

function configOf(values: Record<string, unknown>) {
  return parseSettings(values, 'h5')
}

describe('login mode selection from config', () => {
  it('keeps only known types, in the server order, from arrays or comma text', () => {
    expect(parseLoginTypes(['sms', 'username', 'qq', 'sms'])).toEqual(['sms', 'username'])
    expect(parseLoginTypes('email, username')).toEqual(['email', 'username'])
    expect(parseLoginTypes(undefined)).toEqual([])
  })

  it('opens login on the first enabled login type', () => {
    const modes = loginModes(configOf({ home_user_login_type: ['email', 'sms'], home_user_reg_type: ['username'] }))
    expect(initialView({ modes, loggedIn: false, mustBindMobile: false })).toEqual({ form: 'login', type: 'email' })
  })

  it('says "login closed" / "registration closed" when the lists are empty', () => {
    const modes = loginModes(configOf({ home_user_login_type: [], home_user_reg_type: [] }))
    expect(initialView({ modes, loggedIn: false, mustBindMobile: false }).closedKey).toBe('errors.login_closed')
    expect(viewFor('reg', modes).closedKey).toBe('errors.register_closed')
  })

  it('honours opt_type / opt_form, falling back to the first enabled type', () => {
    const modes = loginModes(configOf({ home_user_login_type: ['username', 'sms'], home_user_reg_type: ['sms', 'email'] }))
    expect(initialView({ modes, loggedIn: false, mustBindMobile: false, optType: 'reg_email' })).toEqual({ form: 'reg', type: 'email' })
    expect(initialView({ modes, loggedIn: false, mustBindMobile: false, optForm: 'reg' })).toEqual({ form: 'reg', type: 'sms' })
    expect(viewFor('reg', modes, 'username')).toEqual({ form: 'reg', type: 'sms' })
  })

  it('sends a user who must bind a phone to the bind form; guests asking to bind log in first', () => {
    const modes = loginModes(configOf({ home_user_login_type: ['username'] }))
    expect(initialView({ modes, loggedIn: true, mustBindMobile: true }).form).toBe('bind_verify')
    expect(initialView({ modes, loggedIn: false, mustBindMobile: false, optForm: 'bind_verify' }).form).toBe('login')
    expect(initialView({ modes, loggedIn: true, mustBindMobile: false }).form).toBe('success')
  })

  it('asks for an image code only where the config says so', () => {
    const config = configOf({ home_user_login_img_verify_state: 1, home_user_register_img_verify_state: 0, common_img_verify_state: 1 })
    expect(captchaRequired({ form: 'login', type: 'username' }, config)).toEqual({ onSubmit: true, onSend: false })
    expect(captchaRequired({ form: 'reg', type: 'username' }, config)).toEqual({ onSubmit: false, onSend: false })
    expect(captchaRequired({ form: 'login', type: 'sms' }, config)).toEqual({ onSubmit: false, onSend: true })
    expect(captchaRequired({ form: 'bind_verify', type: 'sms' }, config)).toEqual({ onSubmit: false, onSend: false })
  })
})
