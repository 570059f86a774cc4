// The demo beauty shop's catalogue: categories, brands and goods (all names are fictional brands).
import type { ProductShape } from './svg'

export interface CategoryDef {
  key: string
  name: string
  vice_name: string
  describe: string
  colors: [string, string]
  children: Array<{ key: string; name: string }>
}

/**
 * Third-level categories (api-core 3.2: category_show_level 3 and the goods-list mode's chips). They are
 * inserted after every first and second level, so earlier category ids stay as they were; the goods of
 * the parent are shared out over its children in turn (each goods keeps its second-level link too).
 */
export const LEVEL_THREE: Array<{ parent: string; children: Array<{ key: string; name: string }> }> = [
  {
    parent: 'serum',
    children: [
      { key: 'serum_repair', name: '修护精华' },
      { key: 'serum_bright', name: '美白精华' },
    ],
  },
  {
    parent: 'cream',
    children: [
      { key: 'cream_day', name: '日霜' },
      { key: 'cream_night', name: '晚霜' },
    ],
  },
  {
    parent: 'lipstick',
    children: [
      { key: 'lipstick_matte', name: '哑光唇膏' },
      { key: 'lipstick_gloss', name: '滋润唇釉' },
    ],
  },
  {
    parent: 'women_fragrance',
    children: [
      { key: 'fragrance_floral', name: '花香调' },
      { key: 'fragrance_fruity', name: '果香调' },
    ],
  },
]

export const CATEGORIES: CategoryDef[] = [
  {
    key: 'skin',
    name: '护肤',
    vice_name: '水润透亮 每天都好气色',
    describe: '洁面、精华、面霜、面膜',
    colors: ['#ff9a9e', '#fad0c4'],
    children: [
      { key: 'cleanser', name: '洁面' },
      { key: 'serum', name: '精华' },
      { key: 'cream', name: '面霜' },
      { key: 'mask', name: '面膜' },
    ],
  },
  {
    key: 'makeup',
    name: '彩妆',
    vice_name: '一抹好颜色',
    describe: '口红、底妆、眼妆',
    colors: ['#f6416c', '#ffb199'],
    children: [
      { key: 'lipstick', name: '口红' },
      { key: 'foundation', name: '底妆' },
      { key: 'eye', name: '眼妆' },
    ],
  },
  {
    key: 'fragrance',
    name: '香水',
    vice_name: '留香一整天',
    describe: '女士香水、男士香水',
    colors: ['#a18cd1', '#fbc2eb'],
    children: [
      { key: 'women_fragrance', name: '女士香水' },
      { key: 'men_fragrance', name: '男士香水' },
    ],
  },
  {
    key: 'hair',
    name: '洗护发',
    vice_name: '柔顺丝滑',
    describe: '洗发水、护发素、造型',
    colors: ['#43cea2', '#a8e063'],
    children: [
      { key: 'shampoo', name: '洗发水' },
      { key: 'conditioner', name: '护发素' },
      { key: 'styling', name: '造型' },
    ],
  },
  {
    key: 'body',
    name: '身体护理',
    vice_name: '从头到脚的呵护',
    describe: '沐浴露、身体乳、护手霜',
    colors: ['#4facfe', '#a1c4fd'],
    children: [
      { key: 'shower', name: '沐浴露' },
      { key: 'lotion', name: '身体乳' },
      { key: 'hand', name: '护手霜' },
    ],
  },
  {
    key: 'sun',
    name: '防晒',
    vice_name: '清爽不油腻',
    describe: '防晒霜、晒后修护',
    colors: ['#f7971e', '#ffd200'],
    children: [
      { key: 'sunscreen', name: '防晒霜' },
      { key: 'aftersun', name: '晒后修护' },
    ],
  },
  {
    key: 'tools',
    name: '美妆工具',
    vice_name: '专业好工具',
    describe: '化妆刷、美妆蛋、美容仪',
    colors: ['#606c88', '#3f4c6b'],
    children: [
      { key: 'brush', name: '化妆刷' },
      { key: 'sponge', name: '美妆蛋' },
      { key: 'device', name: '美容仪' },
    ],
  },
  {
    key: 'men',
    name: '男士护理',
    vice_name: '清爽控油',
    describe: '男士洁面、剃须护理',
    colors: ['#2b5876', '#4e4376'],
    children: [
      { key: 'men_cleanser', name: '男士洁面' },
      { key: 'shave', name: '剃须护理' },
    ],
  },
]

export const BRANDS = [
  { name: '花间集', describe: '东方草本护肤' },
  { name: '澄光', describe: '科学成分护肤' },
  { name: '雪域之境', describe: '高原植物能量' },
  { name: '悦色', describe: '潮流彩妆' },
  { name: '木兰香氛', describe: '东方调香' },
  { name: '海盐之境', describe: '海洋矿物洗护' },
  { name: '青柠实验室', describe: '清爽男士护理' },
  { name: '匠心美器', describe: '美妆工具' },
]

export interface SpecDimension {
  name: string
  /** value, price delta (yuan) */
  values: Array<[string, number]>
}

export interface GoodsDef {
  title: string
  /** Short name printed on the generated image. */
  short: string
  sub: string
  brand: number
  price: number
  original: number
  shape: ProductShape
  simple_desc: string
  unit?: string
  specs?: SpecDimension[]
  /** Stock per spec combination (default 200). */
  stock?: number
  /** Combinations (values joined by '|') that are sold out. */
  soldOutCombos?: string[]
  buyMin?: number
  buyMax?: number
  exhibition?: boolean
  offShelf?: boolean
  sales?: number
  params?: Array<[string, string]>
  giveIntegral?: number
  /** Virtual goods (site_type 3): delivered as these keys (HTML) once paid, no address needed. */
  virtualKeys?: string
}

const size = (values: Array<[string, number]>): SpecDimension => ({ name: '规格', values })
const shade = (values: string[]): SpecDimension => ({ name: '色号', values: values.map((v) => [v, 0]) })

export const GOODS: GoodsDef[] = [
  // Makeup first: the flagship multi-spec goods gets id 1.
  {
    title: '悦色 丝绒哑光口红 持久不拔干 显白雾面唇膏',
    short: '丝绒哑光口红',
    sub: 'lipstick',
    brand: 3,
    price: 129,
    original: 169,
    shape: 'lipstick',
    simple_desc: '一抹显白，8小时持妆不拔干',
    specs: [
      shade(['01 正红', '02 豆沙', '03 枫叶', '04 奶茶']),
      size([
        ['正装 3.5g', 0],
        ['迷你 1.8g', -50],
      ]),
    ],
    soldOutCombos: ['04 奶茶|迷你 1.8g'],
    sales: 1288,
    params: [
      ['净含量', '3.5g'],
      ['产地', '上海'],
      ['保质期', '36个月'],
    ],
    giveIntegral: 10,
  },
  {
    title: '花间集 玫瑰氨基酸洁面乳 温和清洁 120g',
    short: '玫瑰洁面乳',
    sub: 'cleanser',
    brand: 0,
    price: 69,
    original: 89,
    shape: 'tube',
    simple_desc: '氨基酸温和配方，洗后不紧绷',
    sales: 2310,
    params: [
      ['净含量', '120g'],
      ['适用肤质', '所有肤质'],
    ],
    giveIntegral: 5,
  },
  {
    title: '澄光 烟酰胺焕亮精华液 淡化痘印 提亮肤色',
    short: '烟酰胺精华',
    sub: 'serum',
    brand: 1,
    price: 239,
    original: 299,
    shape: 'pump',
    simple_desc: '5%烟酰胺，28天焕亮',
    specs: [
      size([
        ['30ml', 0],
        ['50ml', 120],
      ]),
    ],
    sales: 986,
    params: [
      ['主要成分', '烟酰胺、透明质酸'],
      ['适用肤质', '暗沉肌'],
    ],
    giveIntegral: 20,
  },
  {
    title: '雪域之境 雪莲修护面霜 深层保湿 50g',
    short: '雪莲修护面霜',
    sub: 'cream',
    brand: 2,
    price: 328,
    original: 398,
    shape: 'jar',
    simple_desc: '高原雪莲精粹，修护屏障',
    sales: 654,
    buyMax: 2,
    params: [
      ['净含量', '50g'],
      ['功效', '保湿、修护'],
    ],
    giveIntegral: 30,
  },
  {
    title: '花间集 补水保湿面膜 玻尿酸精华 5片装',
    short: '玻尿酸面膜',
    sub: 'mask',
    brand: 0,
    price: 59,
    original: 99,
    shape: 'mask',
    simple_desc: '一片补水，两片透亮',
    unit: '盒',
    buyMin: 2,
    sales: 5320,
    params: [
      ['数量', '5片/盒'],
      ['主要成分', '玻尿酸'],
    ],
  },
  {
    title: '悦色 轻透水光粉底液 遮瑕控油 30ml',
    short: '水光粉底液',
    sub: 'foundation',
    brand: 3,
    price: 189,
    original: 239,
    shape: 'pump',
    simple_desc: '轻薄服帖，自然水光肌',
    specs: [shade(['象牙白', '自然色', '小麦色'])],
    sales: 876,
    params: [
      ['净含量', '30ml'],
      ['妆效', '水光'],
    ],
  },
  {
    title: '悦色 九色大地眼影盘 珠光哑光 日常通勤',
    short: '九色眼影盘',
    sub: 'eye',
    brand: 3,
    price: 149,
    original: 199,
    shape: 'compact',
    simple_desc: '九色百搭，新手友好',
    sales: 732,
    params: [
      ['色数', '9色'],
      ['质地', '珠光+哑光'],
    ],
  },
  {
    title: '悦色 纤长卷翘睫毛膏 防水不晕染',
    short: '卷翘睫毛膏',
    sub: 'eye',
    brand: 3,
    price: 89,
    original: 119,
    shape: 'tube',
    simple_desc: '根根分明，全天卷翘',
    stock: 0,
    sales: 1543,
    params: [
      ['净含量', '8g'],
      ['特点', '防水'],
    ],
  },
  {
    title: '木兰香氛 晨露栀子 女士淡香水',
    short: '晨露栀子香水',
    sub: 'women_fragrance',
    brand: 4,
    price: 399,
    original: 499,
    shape: 'perfume',
    simple_desc: '清新花香调，晨间栀子',
    specs: [
      size([
        ['30ml', 0],
        ['50ml', 160],
        ['100ml', 360],
      ]),
    ],
    sales: 421,
    params: [
      ['香调', '花香调'],
      ['前调', '柑橘、绿叶'],
    ],
    giveIntegral: 40,
  },
  {
    title: '木兰香氛 白檀木 男士古龙水 50ml',
    short: '白檀木古龙水',
    sub: 'men_fragrance',
    brand: 4,
    price: 459,
    original: 559,
    shape: 'perfume',
    simple_desc: '温暖木质调，沉稳持久',
    sales: 265,
    params: [
      ['香调', '木质调'],
      ['净含量', '50ml'],
    ],
  },
  {
    title: '海盐之境 海盐蓬松洗发水 控油去屑 500ml',
    short: '海盐洗发水',
    sub: 'shampoo',
    brand: 5,
    price: 79,
    original: 99,
    shape: 'pump',
    simple_desc: '海盐矿物，清爽蓬松',
    unit: '瓶',
    specs: [
      size([
        ['500ml', 0],
        ['1L 家庭装', 50],
      ]),
    ],
    sales: 3412,
    params: [
      ['净含量', '500ml'],
      ['适用发质', '油性'],
    ],
  },
  {
    title: '海盐之境 丝滑修护护发素 400ml',
    short: '修护护发素',
    sub: 'conditioner',
    brand: 5,
    price: 69,
    original: 89,
    shape: 'bottle',
    simple_desc: '柔顺修护，改善毛躁',
    unit: '瓶',
    sales: 1876,
    params: [['净含量', '400ml']],
  },
  {
    title: '海盐之境 自然定型发蜡 清香不油腻 80g',
    short: '自然定型发蜡',
    sub: 'styling',
    brand: 5,
    price: 59,
    original: 79,
    shape: 'jar',
    simple_desc: '哑光自然，持久定型',
    sales: 654,
  },
  {
    title: '花间集 樱花香氛沐浴露 滋润留香 750ml',
    short: '樱花沐浴露',
    sub: 'shower',
    brand: 0,
    price: 59,
    original: 79,
    shape: 'pump',
    simple_desc: '樱花清香，细腻泡沫',
    unit: '瓶',
    specs: [
      {
        name: '香型',
        values: [
          ['樱花', 0],
          ['白桃', 0],
          ['小苍兰', 5],
        ],
      },
    ],
    sales: 2765,
  },
  {
    title: '雪域之境 乳木果身体乳 秋冬保湿 250ml',
    short: '乳木果身体乳',
    sub: 'lotion',
    brand: 2,
    price: 89,
    original: 129,
    shape: 'bottle',
    simple_desc: '乳木果油，告别干燥',
    unit: '瓶',
    sales: 1932,
  },
  {
    title: '花间集 玫瑰护手霜礼盒 30g×3',
    short: '玫瑰护手霜',
    sub: 'hand',
    brand: 0,
    price: 79,
    original: 99,
    shape: 'tube',
    simple_desc: '三支礼盒装，送礼佳选',
    unit: '盒',
    sales: 1403,
  },
  {
    title: '澄光 清透防晒乳 SPF50+ PA++++ 50ml',
    short: '清透防晒乳',
    sub: 'sunscreen',
    brand: 1,
    price: 139,
    original: 179,
    shape: 'tube',
    simple_desc: '高倍防护，清爽不黏',
    specs: [
      size([
        ['50ml', 0],
        ['90ml', 70],
      ]),
    ],
    sales: 2211,
    params: [
      ['防晒指数', 'SPF50+ PA++++'],
      ['适用场景', '日常通勤、户外'],
    ],
  },
  {
    title: '雪域之境 芦荟晒后修护凝胶 200g',
    short: '芦荟修护凝胶',
    sub: 'aftersun',
    brand: 2,
    price: 49,
    original: 69,
    shape: 'jar',
    simple_desc: '冰凉舒缓，晒后修护',
    sales: 988,
  },
  {
    title: '匠心美器 十二支化妆刷套装 柔软不吃粉',
    short: '化妆刷套装',
    sub: 'brush',
    brand: 7,
    price: 169,
    original: 229,
    shape: 'brush',
    simple_desc: '十二支全套，附收纳包',
    unit: '套',
    sales: 612,
  },
  {
    title: '匠心美器 水滴美妆蛋 干湿两用 2只装',
    short: '水滴美妆蛋',
    sub: 'sponge',
    brand: 7,
    price: 29,
    original: 39,
    shape: 'compact',
    simple_desc: '遇水变大，上妆服帖',
    unit: '盒',
    specs: [
      {
        name: '颜色',
        values: [
          ['粉色', 0],
          ['紫色', 0],
        ],
      },
    ],
    sales: 4120,
  },
  {
    title: '匠心美器 射频美容仪 家用提拉紧致（门店体验款）',
    short: '射频美容仪',
    sub: 'device',
    brand: 7,
    price: 2999,
    original: 3999,
    shape: 'device',
    simple_desc: '仅供门店体验，欢迎到店咨询',
    unit: '台',
    exhibition: true,
    sales: 36,
    params: [
      ['功率', '5W'],
      ['保修', '2年'],
    ],
  },
  {
    title: '青柠实验室 男士控油洁面乳 150g',
    short: '男士控油洁面',
    sub: 'men_cleanser',
    brand: 6,
    price: 59,
    original: 79,
    shape: 'tube',
    simple_desc: '清爽控油，洗去油光',
    sales: 1654,
  },
  {
    title: '青柠实验室 男士剃须泡沫 薄荷清凉 200ml',
    short: '剃须泡沫',
    sub: 'shave',
    brand: 6,
    price: 45,
    original: 59,
    shape: 'bottle',
    simple_desc: '绵密泡沫，顺滑剃须',
    unit: '瓶',
    sales: 743,
  },
  {
    title: '澄光 玻尿酸保湿爽肤水 200ml',
    short: '玻尿酸爽肤水',
    sub: 'serum',
    brand: 1,
    price: 119,
    original: 149,
    shape: 'bottle',
    simple_desc: '三重玻尿酸，水润一整天',
    unit: '瓶',
    sales: 1321,
  },
  {
    title: '澄光 A醇抗初老精华 夜间修护 30ml',
    short: 'A醇精华',
    sub: 'serum',
    brand: 1,
    price: 299,
    original: 369,
    shape: 'pump',
    simple_desc: '温和A醇，淡化细纹',
    buyMax: 3,
    sales: 488,
    params: [
      ['主要成分', '视黄醇'],
      ['使用时间', '夜间'],
    ],
  },
  {
    title: '雪域之境 积雪草舒缓面霜 敏感肌可用 50g',
    short: '积雪草面霜',
    sub: 'cream',
    brand: 2,
    price: 198,
    original: 258,
    shape: 'jar',
    simple_desc: '舒缓泛红，稳定肌肤',
    sales: 765,
  },
  {
    title: '花间集 清洁泥膜 深层清洁毛孔 100g',
    short: '清洁泥膜',
    sub: 'mask',
    brand: 0,
    price: 89,
    original: 119,
    shape: 'jar',
    simple_desc: '白泥吸附，毛孔净透',
    sales: 1130,
  },
  {
    title: '花间集 氨基酸卸妆油 温和乳化 150ml',
    short: '卸妆油',
    sub: 'cleanser',
    brand: 0,
    price: 99,
    original: 129,
    shape: 'pump',
    simple_desc: '一抹溶妆，快速乳化',
    sales: 1875,
  },
  {
    title: '悦色 水润唇釉 镜面光泽 不粘杯',
    short: '镜面唇釉',
    sub: 'lipstick',
    brand: 3,
    price: 99,
    original: 129,
    shape: 'lipstick',
    simple_desc: '水光镜面，持久显色',
    specs: [shade(['M01 蜜桃', 'M02 西柚', 'M03 玫瑰'])],
    stock: 0,
    sales: 2034,
  },
  {
    title: '悦色 持妆气垫BB霜 轻薄遮瑕 附替换装',
    short: '气垫BB霜',
    sub: 'foundation',
    brand: 3,
    price: 169,
    original: 219,
    shape: 'compact',
    simple_desc: '一盒两芯，随时补妆',
    specs: [shade(['亮白色', '自然色'])],
    sales: 1187,
  },
  {
    title: '悦色 防水眼线笔 极细 0.05mm',
    short: '极细眼线笔',
    sub: 'eye',
    brand: 3,
    price: 59,
    original: 79,
    shape: 'brush',
    simple_desc: '极细笔头，一笔成型',
    specs: [
      {
        name: '颜色',
        values: [
          ['黑色', 0],
          ['棕色', 0],
        ],
      },
    ],
    sales: 2467,
  },
  {
    title: '木兰香氛 玫瑰乌龙 中性淡香水 50ml',
    short: '玫瑰乌龙香水',
    sub: 'women_fragrance',
    brand: 4,
    price: 429,
    original: 529,
    shape: 'perfume',
    simple_desc: '茶香与玫瑰的相遇',
    sales: 312,
  },
  {
    title: '木兰香氛 香氛礼盒 5ml×5 试香装',
    short: '试香礼盒',
    sub: 'women_fragrance',
    brand: 4,
    price: 199,
    original: 259,
    shape: 'perfume',
    simple_desc: '五种香型一次体验',
    unit: '盒',
    buyMax: 1,
    sales: 892,
  },
  {
    title: '海盐之境 头皮净澈洗发水 无硅油 400ml',
    short: '头皮净澈洗发水',
    sub: 'shampoo',
    brand: 5,
    price: 89,
    original: 109,
    shape: 'pump',
    simple_desc: '无硅油配方，头皮清爽',
    unit: '瓶',
    sales: 1342,
  },
  {
    title: '海盐之境 护发精油 修护分叉 50ml',
    short: '护发精油',
    sub: 'conditioner',
    brand: 5,
    price: 99,
    original: 129,
    shape: 'bottle',
    simple_desc: '轻盈不油，修护分叉',
    unit: '瓶',
    sales: 876,
  },
  {
    title: '雪域之境 磨砂膏 去角质 身体嫩滑 200g',
    short: '身体磨砂膏',
    sub: 'shower',
    brand: 2,
    price: 79,
    original: 99,
    shape: 'jar',
    simple_desc: '天然颗粒，温和去角质',
    sales: 654,
  },
  {
    title: '花间集 烟酰胺美白身体乳 400ml',
    short: '美白身体乳',
    sub: 'lotion',
    brand: 0,
    price: 109,
    original: 139,
    shape: 'pump',
    simple_desc: '烟酰胺焕亮，全身透白',
    unit: '瓶',
    sales: 1090,
  },
  {
    title: '澄光 儿童温和防晒霜 SPF30 60g',
    short: '儿童防晒霜',
    sub: 'sunscreen',
    brand: 1,
    price: 99,
    original: 129,
    shape: 'tube',
    simple_desc: '物理防晒，宝宝可用',
    sales: 432,
  },
  {
    title: '匠心美器 LED化妆镜 三色补光 折叠便携',
    short: 'LED化妆镜',
    sub: 'device',
    brand: 7,
    price: 129,
    original: 169,
    shape: 'compact',
    simple_desc: '三色光源，随时补妆',
    unit: '个',
    sales: 587,
  },
  {
    title: '匠心美器 修眉刀套装 安全防刮 3支装',
    short: '修眉刀套装',
    sub: 'brush',
    brand: 7,
    price: 19.9,
    original: 29.9,
    shape: 'brush',
    simple_desc: '安全刀网，新手友好',
    unit: '套',
    sales: 6120,
  },
  {
    title: '青柠实验室 男士保湿乳液 清爽不油 100ml',
    short: '男士保湿乳',
    sub: 'men_cleanser',
    brand: 6,
    price: 89,
    original: 109,
    shape: 'pump',
    simple_desc: '一瓶多效，清爽保湿',
    unit: '瓶',
    sales: 965,
  },
  {
    title: '青柠实验室 男士须后水 舒缓镇静 100ml',
    short: '须后水',
    sub: 'shave',
    brand: 6,
    price: 69,
    original: 89,
    shape: 'bottle',
    simple_desc: '剃须后舒缓，清爽不刺激',
    unit: '瓶',
    sales: 421,
  },
  {
    title: '花间集 经典款 蜂蜜润唇膏（已下架）',
    short: '蜂蜜润唇膏',
    sub: 'lipstick',
    brand: 0,
    price: 29,
    original: 39,
    shape: 'lipstick',
    simple_desc: '经典款，已下架',
    offShelf: true,
    sales: 3001,
  },
  // Plenty of stock: the benchmark and tests may order this one many times.
  {
    title: '花间集 薰衣草舒眠喷雾 枕头香氛 100ml',
    short: '薰衣草喷雾',
    sub: 'lotion',
    brand: 0,
    price: 39,
    original: 59,
    shape: 'bottle',
    simple_desc: '薰衣草精油，助眠好物',
    unit: '瓶',
    stock: 1_000_000,
    sales: 1570,
  },
  // Virtual goods: bought without an address, paid at once (direct submit), delivered as card keys.
  {
    title: '美妆优选 电子礼品卡 100元',
    short: '电子礼品卡',
    sub: '',
    brand: 0,
    price: 100,
    original: 100,
    shape: 'compact',
    simple_desc: '线上发放卡密，付款后即刻到账',
    unit: '张',
    stock: 9999,
    sales: 88,
    virtualKeys: '<p>卡号：MZYX-2026-8848</p><p>卡密：7Q4K-9D2M-LX6P</p>',
  },
]

/** Goods ids with a special role (a fresh DB numbers goods in list order from 1). Tests rely on these. */
export const SPECIAL_GOODS = {
  multiSpec: 1, // 色号 × 规格, one combination sold out
  single: 2,
  limitTwo: 4, // buy_max_number 2
  minTwo: 5, // buy_min_number 2
  soldOut: 8,
  exhibition: 21, // display only
  limitThree: 25,
  soldOutMultiSpec: 29,
  limitOne: 33,
  offShelf: 43,
  bulkStock: 44, // 1,000,000 in stock
  virtual: 45, // gift card keys, no address (site_type 3)
} as const
