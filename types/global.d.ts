/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.less'
declare module '*.scss'
declare module '*.sass'

/** ShopXO application_client_type for this build target (config/index.ts). */
declare const APP_CLIENT_TYPE: string
/** Backend root URL: TARO_APP_REQUEST_URL, else '' on H5 (own origin) or the local demo server on minis (config/mini-targets.js). */
declare const APP_REQUEST_URL: string
/** This mini-program shows the platform's native tab bar (no custom tab bar there); false on H5. */
declare const APP_NATIVE_TAB_BAR: boolean

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd' | 'kwai'
    TARO_APP_REQUEST_URL?: string
  }
}
