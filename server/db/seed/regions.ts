// Region tree: four provinces down to districts, with stable ids (Beijing matches ShopXO's 1 / 36 / 457...).
import type { Database } from 'better-sqlite3'

type Tree = Array<[province: string, id: number, cities: Array<[city: string, districts: string[]]>]>

export const REGION_TREE: Tree = [
  [
    '北京市',
    1,
    [
      [
        '北京市',
        [
          '东城区',
          '西城区',
          '朝阳区',
          '丰台区',
          '石景山区',
          '海淀区',
          '门头沟区',
          '房山区',
          '通州区',
          '顺义区',
          '昌平区',
          '大兴区',
          '怀柔区',
          '平谷区',
          '密云区',
          '延庆区',
        ],
      ],
    ],
  ],
  [
    '上海市',
    9,
    [
      [
        '上海市',
        [
          '黄浦区',
          '徐汇区',
          '长宁区',
          '静安区',
          '普陀区',
          '虹口区',
          '杨浦区',
          '闵行区',
          '宝山区',
          '嘉定区',
          '浦东新区',
          '金山区',
          '松江区',
          '青浦区',
          '奉贤区',
          '崇明区',
        ],
      ],
    ],
  ],
  [
    '浙江省',
    11,
    [
      ['杭州市', ['上城区', '拱墅区', '西湖区', '滨江区', '萧山区', '余杭区', '临平区', '钱塘区', '富阳区', '临安区', '桐庐县', '淳安县', '建德市']],
      ['宁波市', ['海曙区', '江北区', '北仑区', '镇海区', '鄞州区', '奉化区', '象山县', '宁海县', '余姚市', '慈溪市']],
    ],
  ],
  [
    '广东省',
    19,
    [
      ['广州市', ['荔湾区', '越秀区', '海珠区', '天河区', '白云区', '黄埔区', '番禺区', '花都区', '南沙区', '从化区', '增城区']],
      ['深圳市', ['罗湖区', '福田区', '南山区', '宝安区', '龙岗区', '盐田区', '龙华区', '坪山区', '光明区']],
      ['珠海市', ['香洲区', '斗门区', '金湾区']],
      ['佛山市', ['禅城区', '南海区', '顺德区', '三水区', '高明区']],
    ],
  ],
]

/** Well-known ids used by other seed data (addresses). */
export const REGION_IDS = {
  beijing: 1,
  beijingCity: 36,
  dongcheng: 457,
  chaoyang: 459,
  shanghai: 9,
  shanghaiCity: 37,
  jingan: 476,
  pudong: 483,
}

export function seedRegions(db: Database): void {
  const insert = db.prepare('INSERT INTO regions (id, pid, name, level, code, sort) VALUES (?, ?, ?, ?, ?, ?)')
  let cityId = 36
  let districtId = 457
  REGION_TREE.forEach(([province, provinceId, cities], p) => {
    insert.run(provinceId, 0, province, 1, '', p)
    cities.forEach(([city, districts], c) => {
      const thisCity = cityId++
      insert.run(thisCity, provinceId, city, 2, '', c)
      districts.forEach((district, d) => insert.run(districtId++, thisCity, district, 3, '', d))
    })
  })
}
