import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { Coupon } from '@/api/plugins/coupon'
import { resolveCouponScope, type CouponRules, type CouponScopeTarget } from '@/api/plugins/coupon-detail'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { unbroken } from '../../kit/unbroken'
import './coupon-rules.scss'
import '@/i18n/locales/plugin-coupon'

/** "领取后 7 天内有效" / "2026-11-01 至 2026-12-01". */
export function validityText(rules: CouponRules): string {
  if (rules.validity.kind === 'fixed') return t('plugin-coupon.valid_range', { from: unbroken(rules.validity.from), to: unbroken(rules.validity.to) })
  const { hours } = rules.validity
  return hours > 0 && hours % 24 === 0 ? t('plugin-coupon.validity_days', { n: hours / 24 }) : t('plugin-coupon.validity_hours', { n: hours })
}

/** Every rule of one coupon, one labelled line each (api-plugins 2.3 detail). */
export const CouponRulesCard = observer(function CouponRulesCard({ coupon, rules }: { coupon: Coupon; rules: CouponRules }) {
  const { app } = useStores()
  const symbol = app.currencySymbol
  const value = coupon.isMoney
    ? t('plugin-coupon.value_money', { symbol, v: coupon.value })
    : t('plugin-coupon.value_discount', { v: coupon.value, p: Math.round(Number(coupon.value) * 1000) / 100 })
  const lines: Array<[string, string, string]> = [
    ['type', t('plugin-coupon.rule_type'), rules.typeName],
    ['value', t('plugin-coupon.rule_value'), value],
    [
      'threshold',
      t('plugin-coupon.rule_threshold'),
      rules.minOrder > 0 ? t('plugin-coupon.threshold_amount', { symbol, v: rules.minOrder }) : t('plugin-coupon.threshold_none'),
    ],
    ['scope', t('plugin-coupon.rule_scope'), coupon.scopeName],
    ['validity', t('plugin-coupon.rule_validity'), validityText(rules)],
    [
      'issue',
      t('plugin-coupon.rule_issue'),
      rules.issueLimit > 0 ? t('plugin-coupon.issue_limited', { n: rules.issueLimit, m: rules.issued }) : t('plugin-coupon.issue_unlimited'),
    ],
    ['per-user', t('plugin-coupon.rule_per_user'), rules.repeatable ? t('plugin-coupon.per_user_repeat') : t('plugin-coupon.per_user_once')],
    ['desc', t('plugin-coupon.rule_desc'), coupon.desc],
  ]
  return (
    <View className='coupon-rules' data-testid='coupon-rules'>
      <Text className='coupon-rules__title'>{t('plugin-coupon.rules_title')}</Text>
      {lines
        .filter(([, , text]) => Boolean(text))
        .map(([key, label, text]) => (
          <View key={key} className='coupon-rules__line' data-testid={`coupon-rule-${key}`}>
            <Text className='coupon-rules__label'>{label}</Text>
            <Text className='coupon-rules__text'>{text}</Text>
          </View>
        ))}
    </View>
  )
})

/** The categories or goods a limited coupon covers, each a link to its goods. Nothing for "all goods". */
export const CouponScopeLinks = observer(function CouponScopeLinks({ rules }: { rules: CouponRules }) {
  const [targets, setTargets] = useState<CouponScopeTarget[]>([])
  useEffect(() => {
    let live = true
    void resolveCouponScope(rules, {
      category: (id) => t('plugin-coupon.scope_category_fallback', { id }),
      goods: (id) => t('plugin-coupon.scope_goods_fallback', { id }),
    }).then((found) => live && setTargets(found))
    return () => {
      live = false
    }
  }, [rules])
  if (rules.scope === 'all' || !targets.length) return null
  return (
    <View className='coupon-rules coupon-scope' data-testid='coupon-scope'>
      <Text className='coupon-rules__title'>{t(rules.scope === 'goods' ? 'plugin-coupon.scope_goods_title' : 'plugin-coupon.scope_categories_title')}</Text>
      <View className='coupon-scope__links'>
        {targets.map((target) => (
          <Text
            key={target.id}
            className='coupon-scope__link'
            onClick={() => void openPage(target.url)}
            {...pressable(() => void openPage(target.url))}
            data-testid='coupon-scope-link'
          >
            {target.name}
          </Text>
        ))}
      </View>
    </View>
  )
})
