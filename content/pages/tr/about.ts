import type { AboutText } from "../../../src/content/page-text";

export default {
  story: {
    heading: "Hikâyemiz",
    paragraphs: [
      "Keep Gaza Connected, Gazze’de iletişimin kesildiği ve pek çok kişinin artık arama yapamadığı, mesaj gönderemediği ya da internete bağlanamadığı Ekim 2023’te yola çıktı.",
      "Gönüllüler, mobil ağlarda dolaşım yapabilen dijital bir SIM kart olan eSIM’in insanları yeniden internete kavuşturabileceğini fark etti. Bağışları eSIM’e dönüştürüp Gazze’deki insanlara göndermeye başladılar.",
      "Bu acil müdahale, zamanla sivilleri ücretsiz olarak bağlantıda tutan bir programa dönüştü.",
    ],
  },
  mission: {
    heading: "Misyonumuz",
    paragraphs: [
      "Gazze’deki sivillere ücretsiz eSIM veriyoruz; böylece yerel ağlar çöktüğünde de sağlık hizmetine ulaşabiliyor, eğitimlerini sürdürebiliyor, çalışabiliyor ve aileleriyle iletişimde kalabiliyorlar.",
      "Bireylere hizmet veriyor, sınırlı sayıdaki eSIM’imizi olabildiğince adil biçimde paylaştırıyoruz.",
    ],
  },
  impact: {
    heading: "Etkimiz",
    paragraphs: [
      "Buradaki her rakam bir bağışla başladı ve yeniden internete bağlanan bir telefonla sonuçlandı. Bu rakamlar gönüllülerimizin, ortaklarımızın ve destek veren herkesin emeğinin ürünü.",
    ],
    esims: { display: "{value}+", label: "Ekim 2023’ten bu yana dağıtılan eSIM" },
    people: { display: "{value}+", label: "internete kavuşan kişi" },
  },
  operations: {
    heading: "Program nasıl işliyor?",
    intro:
      "Açık kurallar, eSIM’leri adil biçimde paylaştırmamıza yardımcı olur. Kuralların tamamını <distributionPolicyLink>Dağıtım Politikamızda</distributionPolicyLink> okuyabilirsiniz.",
    groups: [
      {
        heading: "Talepler",
        items: [
          "Gazze’deki insanlar eSIM taleplerini yalnızca resmî <servicesLink>talep sitemiz</servicesLink> üzerinden iletebilir.",
          "Arkadaşlar ya da aile üyeleri bir başkası adına talepte bulunabilir. Numaranın sahibi WhatsApp üzerinden bir onay mesajı alır ve talebi bu mesaj aracılığıyla iptal edebilir.",
          "Ortak kuruluşlar, programlarındaki kişiler için talepte bulunur ve ortaklık kurallarımıza uyar.",
          "Aynı hesaptan yeni bir talepte bulunulabilmesi için önceki talebin sonuçlanması gerekir.",
        ],
      },
      {
        heading: "Öncelik",
        items: [
          "Talepler üç bekleme sırasında karşılanır: önce ortak kuruluşların talepleri, ardından öncelikli profiller, son olarak da genel halk. Her sıranın içinde talepler geliş sırasına göre ele alınır.",
          "Öncelikli profiller şunlardır: uzaktan eğitim alanlar, uzaktan çalışanlar, gazeteciler, sağlık çalışanları ve ilk müdahale ekipleri.",
        ],
      },
      {
        heading: "Teslim",
        items: [
          "eSIM’lerimiz, geçerli bir Filistin telefon numarasına sahip Gazze Şeridi sakinleri içindir.",
          "**Kişi başına bir eSIM** verilir ve aynı anda yalnızca bir eSIM aktif olabilir.",
          "eSIM’ler WhatsApp üzerinden teslim edilir; bu nedenle numaraya bağlı aktif bir WhatsApp hesabı bulunmalıdır.",
          "Her paket, kişinin konumu, telefonunun erişebildiği ağlar, cihazı ve geçmiş kullanımı göz önünde bulundurularak seçilir.",
        ],
      },
      {
        heading: "Finansman",
        items: [
          "Nakdi bağışların **%100’ü** toptan fiyatına eSIM satın almak için kullanılır.",
          "Bağışçılar, kullanılmamış bir eSIM’in QR kodunu yükleyerek de bağışta bulunabilir.",
          "<travelLink>Seyahat mağazamızdan</travelLink> elde edilen kârın tamamı, ücretsiz eSIM’lere yeniden yatırılır.",
        ],
      },
    ],
  },
  partners: {
    heading: "Ortaklarımız",
    intro: "Gazze’de program yürüten ve destek verdikleri kişiler için eSIM talep eden kuruluşlarla birlikte çalışıyoruz.",
  },
  closing: {
    heading: "Daha fazla insana ulaşmamıza yardım edin",
    paragraphs: [
      "Her bağışla, Gazze’de yeniden internete bağlanmayı bekleyen insanlar için daha fazla eSIM satın alıyoruz.",
      "Para bağışlayabilir, <donatePageLink>kullanılmamış bir eSIM bağışlayabilir</donatePageLink> ya da kendi seyahatiniz için <travelLink>seyahat mağazamızdan</travelLink> bir paket satın alabilirsiniz.",
    ],
    cta: "Hemen bağış yapın",
  },
} satisfies AboutText;
