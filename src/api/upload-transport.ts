import Taro from '@tarojs/taro'
import type { TransportResponse, UploadRequest } from './client'

/** Taro.uploadFile behind the api client's `upload` (src/api/setup.ts), with its progress reports. */
export function sendUpload({ url, filePath, name, formData, timeout, onProgress }: UploadRequest): Promise<TransportResponse> {
  // Like Taro.request, the returned promise rejects on every failure: no success/fail callbacks as well.
  const task = Taro.uploadFile({ url, filePath, name, formData, timeout })
  if (onProgress && task && typeof task.progress === 'function') task.progress((p) => onProgress(p.progress))
  return task.then((res): TransportResponse => ({ statusCode: res.statusCode, data: res.data }))
}
