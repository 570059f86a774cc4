import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { parseDiyPage } from '@/api/diy'
import { DiyView } from '@/components/diy/diy-view'
import { t } from '@/i18n'

/** The home in data_mode 3 (api-plugins-2 1): the assigned DIY page drawn in place, as a tab page. Loads only in that mode. */
export default function DiyHome({ page, onReload }: { page: unknown; onReload: () => void }) {
  const parsed = useMemo(() => parseDiyPage(page), [page])
  return <DiyView page={parsed} tabPage onReload={onReload} bottom={<View className='list-end'>{t('common.no_more')}</View>} />
}
