/** What a plugin pay call gets (api-plugins-1 0.6): the record id under the plugin's own key (`id`, `recharge_id`...). */
export interface PluginPayRequest {
  idKey: string
  id: string
  paymentId: string
  redirectUrl?: string
  redirectKey?: 'redirect_url' | 'respond_url'
}

/** The request body of a plugin pay call: {[idKey]: id, payment_id, redirect_url? | respond_url?}. */
export function pluginPayBody(request: PluginPayRequest): Record<string, unknown> {
  const body: Record<string, unknown> = { [request.idKey]: request.id, payment_id: request.paymentId }
  if (request.redirectUrl) body[request.redirectKey ?? 'redirect_url'] = request.redirectUrl
  return body
}
