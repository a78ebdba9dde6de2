import { Paper, Text, Title } from "@mantine/core";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { doctorCard, doctorsTexts } from "./doctorsTexts";
import type { PublicDoctor } from "./doctorsData";
import { truncateWords } from "../shared/format";
import { RowImage } from "../shared/FallbackImage";
import { InEnglishSoFar } from "../i18n/InEnglishSoFar";

type Props = { doctor: PublicDoctor };

export function DoctorCard({ doctor }: Props) {
  const doctorsPage = useTexts(doctorsTexts);
  const langOf = useContentLang();
  const description = truncateWords(doctor.description, doctorCard.descriptionWords);
  return (
    <Paper component="article" withBorder radius="md" shadow="xs" h="100%" style={{ overflow: "hidden" }}>
      <RowImage
        row={doctor}
        fallback={doctorCard.stockPhoto}
        alt={doctor.image_alt ?? doctorsPage.photoOf(doctor.name)}
        lang={langOf(doctor.image_alt)}
        width={doctor.image_width ?? 400}
        height={doctor.image_height ?? 300}
        sizes="(max-width: 576px) 100vw, 320px"
        style={{ display: "block", width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover" }}
      />
      <div style={{ padding: 16 }}>
        <Title order={3} size="h4" color="brand.8" lang={langOf(doctor.name)}>
          {doctor.name}
        </Title>
        <Text weight={600} color="teal.9" lang={langOf(doctor.specialty)}>
          {doctor.specialty}
        </Text>
        <Text size="sm" color="gray.8" mt="xs">
          <Text component="span" weight={700} color="gray.9">
            {doctorsPage.experienceLabel}:
          </Text>{" "}
          <span lang={langOf(doctor.experience)}>{doctor.experience}</span>
        </Text>
        <Text size="sm" color="gray.8">
          <Text component="span" weight={700} color="gray.9">
            {doctorsPage.qualificationsLabel}:
          </Text>{" "}
          <span lang={langOf(doctor.qualifications)}>{doctor.qualifications}</span>
        </Text>
        <Text size="sm" color="gray.8" mt="xs" lineClamp={2} lang={langOf(description)}>
          {description}
        </Text>
        <InEnglishSoFar row={doctor} mt="xs" />
      </div>
    </Paper>
  );
}
