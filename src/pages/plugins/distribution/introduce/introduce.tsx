import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getLevelIntroduction } from '@/api/plugins/distribution-levels'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'
import './introduce.scss'
import { imageAlt } from '../../kit/image-alt'
import '@/i18n/locales/plugin-distribution-centre'

/** Level introduction (api-plugins-1 §4.10): every level's badge, tier rates and conditions. */
function LevelIntroducePage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const intro = useRemote(
    whenLoggedIn(allowed, () => getLevelIntroduction(/^\d+$/.test(id) ? id : '')),
    [allowed, id],
    (data) => data.levels.length === 0,
  )
  const data = intro.data
  if (!allowed) {
    return (
      <PageShell titleKey={titleOf('introduce')}>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={titleOf('introduce')}>
      <StatusView status={intro.status} message={intro.status === 'empty' ? dt('levels_empty') : intro.error} onRetry={intro.reload} />
      {intro.status === 'ready' && data ? (
        <View className='pk-page'>
          {data.notes.length ? (
            <View className='pk-notice'>
              {data.notes.map((line) => (
                <Text key={line} className='pk-notice__line'>
                  {line}
                </Text>
              ))}
            </View>
          ) : null}
          {data.levels.map((level) => (
            <View
              key={level.id || level.name}
              className={`pk-card dist-level ${level.id && level.id === data.focusId ? 'dist-level--focus' : ''}`}
              data-testid='dist-level-card'
            >
              <View className='dist-level__head'>
                {level.image ? <Image className='dist-level__badge' src={level.image} {...imageAlt('')} /> : null}
                <View className='dist-level__names'>
                  <Text className='dist-level__name'>{level.name}</Text>
                  {level.id && level.id === data.focusId ? <Text className='dist-level__mine'>{dt('level_mine')}</Text> : null}
                </View>
              </View>
              <View className='dist-level__rates'>
                {level.rates.slice(0, data.tiers).map((rate, index) => (
                  <View key={index} className='dist-level__rate'>
                    <Text className='dist-level__rate-value'>{dt('rate_percent', { rate: rate || '0' })}</Text>
                    <Text className='dist-level__rate-name'>{dt(`tier_${index + 1}`)}</Text>
                  </View>
                ))}
              </View>
              <Text className='dist-level__rules-title'>{level.rules.title || dt('level_rules')}</Text>
              {level.rules.lines.length ? (
                level.rules.lines.map((rule) => (
                  <View key={rule.name} className='pk-rows__line'>
                    <Text className='pk-rows__label'>{rule.name}</Text>
                    <Text className='pk-rows__value'>{rule.value}</Text>
                  </View>
                ))
              ) : (
                <Text className='dist-muted'>{dt('level_unconditional')}</Text>
              )}
            </View>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(LevelIntroducePage)
