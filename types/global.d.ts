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
/** Backend root URL ('' means the page's own origin on H5). */
declare const APP_REQUEST_URL: string

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd' | 'kwai'
    TARO_APP_REQUEST_URL?: string
  }
}
