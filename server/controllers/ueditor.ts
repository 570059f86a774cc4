// ueditor/index?action=uploadimage: image upload for reviews, after-sales and id-card photos (file field `upfile`).
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { saveUpload } from '../core/uploads'

defineMessages({
  'ueditor.action_wrong': { zh: '上传操作类型有误', en: 'Upload action error' },
  'ueditor.file_required': { zh: '请选择要上传的图片', en: 'Please choose an image to upload' },
  'ueditor.success': { zh: '上传成功', en: 'Upload successful' },
})

/** path_type like 'order_aftersale-0-1-1' names the upload's purpose; keep only its first, safe word. */
function purposeOf(pathType: unknown): string {
  const head = typeof pathType === 'string' ? pathType.split('-')[0] : ''
  return /^[a-z_]{1,30}$/.test(head) ? head : 'editor'
}

function index(ctx: Ctx) {
  ctx.requireUser()
  if (ctx.params.action !== 'uploadimage') throw new ApiError(ctx.t('ueditor.action_wrong'))
  const file = ctx.files.find((f) => f.field === 'upfile')
  if (!file) throw new ApiError(ctx.t('ueditor.file_required'))
  const stored = saveUpload(ctx, file, purposeOf(ctx.params.path_type))
  return ok(
    {
      url: stored.url,
      path: stored.path,
      title: file.filename.slice(0, 100),
      original: file.filename.slice(0, 100),
      type: stored.mime,
      size: stored.size,
      state: 'SUCCESS',
    },
    ctx.t('ueditor.success'),
  )
}

registerController('ueditor', { index })
