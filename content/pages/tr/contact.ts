import type { ContactText } from "../../../src/content/page-text";

export default {
  urgent: {
    heading: "Acil talepler ve ortaklıklar",
    body: "Gazze’deyseniz ve eSIM’e ihtiyacınız varsa ya da eSIM’inizi yenilemek istiyorsanız lütfen <servicesLink>talep sitemizi</servicesLink> kullanın. Talepler ve yenilemeler yalnızca orada alınır; bu iletişim formu üzerinden talep kabul edemiyoruz.",
    partnerships:
      "Gazze’de program yürüten kuruluşların ortaklık önerilerini memnuniyetle bekliyoruz. Lütfen önce <distributionPolicyLink>Dağıtım Politikamızı</distributionPolicyLink> ve <partnerPolicyLink>Ortaklık Politikamızı</partnerPolicyLink> okuyun.",
    cta: "Gazze’de misiniz?",
  },
  newsletter: {
    heading: "E-bülten",
    body: "Çalışmalarımızla ilgili haberler ve nasıl yardım edebileceğiniz doğrudan e-posta kutunuza gelsin.",
  },
  form: {
    heading: "Bize mesaj gönderin",
    body: "Sorularınız, basın talepleriniz ya da başka her konu için aşağıdaki formu kullanarak bize yazın; ekibimiz size dönüş yapacaktır. Destek ekibimiz sizden **asla şifre, fotoğraf ya da dosya istemez**. İsteyebileceğimiz görseller yalnızca bir eSIM sorununu çözmeye yardımcı olacak ekran görüntüleridir.",
  },
  social: {
    heading: "Bizi takip edin",
    body: "Programla ilgili haberleri Instagram, Facebook, X, LinkedIn ve WhatsApp kanalımızdan takip edin.",
  },
} satisfies ContactText;
