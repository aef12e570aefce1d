/** The demo data seeded on first start (design.md: a fully working system from one command). */
export const DEMO_ACCOUNT = {
  username: 'demo',
  email: 'demo@example.com',
  password: 'demo1234',
  phone_number: '0901234567',
} as const

export const PLANS = [
  {
    name: 'Starter',
    subtitle: 'Dùng thử miễn phí cho cá nhân và cửa hàng nhỏ',
    price_amount: 0,
    price_currency: 'VND' as const,
    // '!' marks a feature the plan does not include (openapi.yaml `Plan`, docs/decisions/402).
    features: '1 chatbot,100 tin nhắn mỗi tháng,Nhúng vào website,Hỗ trợ qua email,!Kết nối Zalo và Facebook,!Thu thập khách hàng tiềm năng',
    features_en: '1 chatbot,100 messages a month,Website embed,Email support,!Zalo and Facebook channels,!Lead capture',
    chatbot_limit: 1,
    message_limit: 100,
  },
  {
    name: 'Professional',
    subtitle: 'Cho doanh nghiệp đang tăng trưởng',
    price_amount: 29,
    price_currency: 'USD' as const,
    features: '5 chatbot,5.000 tin nhắn mỗi tháng,Nhúng vào website,Kết nối Zalo và Facebook,Thu thập khách hàng tiềm năng,Hỗ trợ ưu tiên,!Kết nối WhatsApp',
    features_en: '5 chatbots,5000 messages a month,Website embed,Zalo and Facebook channels,Lead capture,Priority support,!WhatsApp channel',
    chatbot_limit: 5,
    message_limit: 5000,
  },
  {
    name: 'Enterprise',
    subtitle: 'Cho chuỗi cửa hàng và doanh nghiệp lớn',
    price_amount: 99,
    price_currency: 'USD' as const,
    features: 'Không giới hạn chatbot,50.000 tin nhắn mỗi tháng,Tất cả kênh: Website - Zalo - Facebook - WhatsApp,Thu thập khách hàng tiềm năng,Quản lý tài khoản riêng,Cam kết SLA 99.9%',
    features_en: 'Unlimited chatbots,50000 messages a month,Every channel: Website - Zalo - Facebook - WhatsApp,Lead capture,Dedicated account manager,99.9% SLA',
    chatbot_limit: 1000,
    message_limit: 50000,
  },
]

/** Service industries (agents). Id 8 is the general agent every TRA_LOI bot uses (000 §9). */
export const AGENTS: { id: number; name: string; name_en: string; agent_type: 'TRA_LOI' | 'TU_VAN' }[] = [
  { id: 1, name: 'Khóa học', name_en: 'Courses', agent_type: 'TU_VAN' },
  { id: 2, name: 'Thời trang', name_en: 'Fashion', agent_type: 'TU_VAN' },
  { id: 3, name: 'Quảng cáo', name_en: 'Advertising', agent_type: 'TU_VAN' },
  { id: 4, name: 'Bất động sản', name_en: 'Real estate', agent_type: 'TU_VAN' },
  { id: 5, name: 'Y tế', name_en: 'Healthcare', agent_type: 'TU_VAN' },
  { id: 6, name: 'Ngân hàng và tài chính', name_en: 'Banking and finance', agent_type: 'TU_VAN' },
  { id: 7, name: 'Bảo hiểm', name_en: 'Insurance', agent_type: 'TU_VAN' },
  { id: 8, name: 'Hỏi đáp chung', name_en: 'General Q&A', agent_type: 'TRA_LOI' },
  { id: 9, name: 'Nhà hàng', name_en: 'Restaurant', agent_type: 'TU_VAN' },
  { id: 10, name: 'Du lịch và khách sạn', name_en: 'Travel and hospitality', agent_type: 'TU_VAN' },
  { id: 11, name: 'Tuyển dụng và nhân sự', name_en: 'Recruitment and HR', agent_type: 'TU_VAN' },
  { id: 12, name: 'Thể hình', name_en: 'Fitness', agent_type: 'TU_VAN' },
  { id: 13, name: 'Mỹ phẩm', name_en: 'Cosmetics', agent_type: 'TU_VAN' },
  { id: 14, name: 'Nội thất', name_en: 'Furniture', agent_type: 'TU_VAN' },
  { id: 15, name: 'Nha khoa', name_en: 'Dental care', agent_type: 'TU_VAN' },
  { id: 16, name: 'Spa', name_en: 'Spa', agent_type: 'TU_VAN' },
]

export const CATALOG_TYPES = [
  { type: 'product', title: 'Sản phẩm', crawlable: true },
  { type: 'promotion', title: 'Khuyến mãi', crawlable: true },
  { type: 'about_company', title: 'Giới thiệu công ty', crawlable: true },
  { type: 'policy', title: 'Chính sách', crawlable: true },
  { type: 'faq', title: 'Câu hỏi thường gặp', crawlable: false },
]

interface SeedBot {
  name: string
  agent_type: 'TRA_LOI' | 'TU_VAN'
  agent_id: number
  tagline: string
  description: string
  initial_prompt: string
  color_header: string
  faqs: [question: string, answer: string][]
  knowledge: { name: string; url: string; model_type: string; full_text: string }[]
  conversations: { source: 'website' | 'zalo' | 'facebook'; daysAgo: number; visitor: string; messages: string[] }[]
  leads: { name: string; email: string | null; phone_number: string | null; interested_courses: string; message: string; daysAgo: number }[]
}

export const DEMO_BOTS: SeedBot[] = [
  {
    name: 'Trợ lý Spa Hoa Sen',
    agent_type: 'TU_VAN',
    agent_id: 16,
    tagline: 'Tư vấn liệu trình và đặt lịch 24/7',
    description: 'Tư vấn dịch vụ chăm sóc da, massage và đặt lịch hẹn cho Hoa Sen Spa.',
    initial_prompt: 'Xin chào! Em là trợ lý của Hoa Sen Spa. Anh/chị muốn tìm hiểu liệu trình nào ạ?',
    color_header: '#069206',
    faqs: [
      ['Spa mở cửa lúc mấy giờ?', 'Hoa Sen Spa mở cửa từ 9:00 đến 21:00 tất cả các ngày trong tuần, kể cả ngày lễ.'],
      ['Giá liệu trình chăm sóc da mặt là bao nhiêu?', 'Liệu trình chăm sóc da mặt cơ bản 60 phút giá 450.000đ; liệu trình chuyên sâu 90 phút giá 750.000đ.'],
      ['Spa có chỗ gửi xe không?', 'Có, spa có bãi gửi xe máy miễn phí và hỗ trợ gửi ô tô tại tòa nhà bên cạnh.'],
      ['Làm sao để đặt lịch hẹn?', 'Anh/chị để lại tên và số điện thoại, nhân viên sẽ gọi xác nhận lịch trong vòng 15 phút.'],
    ],
    knowledge: [
      {
        name: 'Bảng giá dịch vụ massage',
        url: 'https://hoasen-spa.example/bang-gia',
        model_type: 'product',
        full_text: 'Massage body đá nóng 90 phút: 550.000đ. Massage chân thảo dược 60 phút: 320.000đ. Gội đầu dưỡng sinh 45 phút: 180.000đ.',
      },
      {
        name: 'Ưu đãi tháng này',
        url: 'https://hoasen-spa.example/khuyen-mai',
        model_type: 'promotion',
        full_text: 'Giảm 20% cho khách hàng mới đặt lịch lần đầu. Mua gói 10 buổi chăm sóc da tặng thêm 2 buổi.',
      },
    ],
    conversations: [
      { source: 'website', daysAgo: 2, visitor: 'Lan', messages: ['Spa mở cửa lúc mấy giờ?', 'Hoa Sen Spa mở cửa từ 9:00 đến 21:00 tất cả các ngày trong tuần, kể cả ngày lễ.'] },
      { source: 'zalo', daysAgo: 5, visitor: 'Minh', messages: ['Giá chăm sóc da mặt bao nhiêu vậy?', 'Liệu trình chăm sóc da mặt cơ bản 60 phút giá 450.000đ; liệu trình chuyên sâu 90 phút giá 750.000đ.', 'Mình muốn đặt lịch thứ bảy', 'Anh/chị cho em xin tên và số điện thoại để nhân viên gọi xác nhận ạ.'] },
      { source: 'facebook', daysAgo: 12, visitor: 'Hà', messages: ['Có ưu đãi gì không shop?', 'Giảm 20% cho khách hàng mới đặt lịch lần đầu.'] },
    ],
    leads: [
      { name: 'Nguyễn Thị Lan', email: 'lan.nguyen@example.com', phone_number: '0912345678', interested_courses: 'Chăm sóc da mặt', message: 'Muốn đặt lịch chiều thứ bảy', daysAgo: 2 },
      { name: 'Trần Văn Minh', email: null, phone_number: '0987654321', interested_courses: 'Massage đá nóng', message: 'Hỏi giá gói 10 buổi', daysAgo: 5 },
    ],
  },
  {
    name: 'Hỗ trợ khách hàng Thời Trang Mai',
    agent_type: 'TRA_LOI',
    agent_id: 8,
    tagline: 'Giải đáp đơn hàng, đổi trả và vận chuyển',
    description: 'Trả lời câu hỏi về đơn hàng, đổi trả, kích cỡ và giao hàng của cửa hàng Thời Trang Mai.',
    initial_prompt: 'Chào bạn! Mình có thể giúp gì về đơn hàng, đổi trả hay kích cỡ?',
    color_header: '#3B82F6',
    faqs: [
      ['Chính sách đổi trả như thế nào?', 'Bạn được đổi trả miễn phí trong 7 ngày kể từ khi nhận hàng, sản phẩm còn nguyên tem mác.'],
      ['Phí vận chuyển bao nhiêu?', 'Miễn phí giao hàng cho đơn từ 500.000đ; đơn nhỏ hơn phí 30.000đ toàn quốc.'],
      ['Bao lâu thì nhận được hàng?', 'Nội thành Hà Nội và TP.HCM nhận hàng trong 1-2 ngày, các tỉnh khác 3-5 ngày.'],
      ['Làm sao chọn đúng size áo?', 'Bạn xem bảng size trên trang sản phẩm: size S cho 45-52kg, M cho 53-60kg, L cho 61-68kg.'],
    ],
    knowledge: [
      {
        name: 'Chính sách bảo mật thanh toán',
        url: 'https://thoitrangmai.example/chinh-sach',
        model_type: 'policy',
        full_text: 'Thời Trang Mai chấp nhận thanh toán khi nhận hàng (COD), chuyển khoản ngân hàng và ví điện tử. Thông tin thẻ không được lưu trên hệ thống.',
      },
    ],
    conversations: [
      { source: 'website', daysAgo: 1, visitor: 'Khách', messages: ['Phí ship bao nhiêu vậy?', 'Miễn phí giao hàng cho đơn từ 500.000đ; đơn nhỏ hơn phí 30.000đ toàn quốc.'] },
      { source: 'website', daysAgo: 9, visitor: 'Khách', messages: ['Đổi size được không?', 'Bạn được đổi trả miễn phí trong 7 ngày kể từ khi nhận hàng, sản phẩm còn nguyên tem mác.'] },
    ],
    leads: [],
  },
  {
    name: 'Tư vấn khóa học Tiếng Anh Sao Mai',
    agent_type: 'TU_VAN',
    agent_id: 1,
    tagline: 'Tư vấn lộ trình học và học thử miễn phí',
    description: 'Tư vấn khóa học IELTS, giao tiếp và tiếng Anh trẻ em; đăng ký học thử.',
    initial_prompt: 'Xin chào! Bạn đang quan tâm khóa học tiếng Anh nào để Sao Mai tư vấn lộ trình phù hợp?',
    color_header: '#8B5CF6',
    faqs: [
      ['Học phí khóa IELTS là bao nhiêu?', 'Khóa IELTS 6.5 kéo dài 4 tháng, học phí 12.000.000đ, cam kết đầu ra bằng văn bản.'],
      ['Có lớp học thử không?', 'Có, Sao Mai tổ chức buổi học thử miễn phí vào tối thứ tư và sáng chủ nhật hằng tuần.'],
      ['Lớp học có bao nhiêu học viên?', 'Mỗi lớp tối đa 12 học viên để giáo viên theo sát từng bạn.'],
    ],
    knowledge: [
      {
        name: 'Giới thiệu trung tâm',
        url: 'https://saomai-english.example/gioi-thieu',
        model_type: 'about_company',
        full_text: 'Trung tâm Anh ngữ Sao Mai thành lập năm 2015, có 3 cơ sở tại Hà Nội, đội ngũ giáo viên bản ngữ và Việt Nam có chứng chỉ giảng dạy quốc tế.',
      },
    ],
    conversations: [
      { source: 'website', daysAgo: 3, visitor: 'Tuấn', messages: ['Học phí IELTS bao nhiêu?', 'Khóa IELTS 6.5 kéo dài 4 tháng, học phí 12.000.000đ, cam kết đầu ra bằng văn bản.', 'Cho mình đăng ký học thử', 'Bạn cho Sao Mai xin tên và số điện thoại để xếp lịch học thử nhé.'] },
    ],
    leads: [
      { name: 'Phạm Anh Tuấn', email: 'tuan.pham@example.com', phone_number: '0934567890', interested_courses: 'IELTS 6.5', message: 'Đăng ký học thử tối thứ tư', daysAgo: 3 },
    ],
  },
]
