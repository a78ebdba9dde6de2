import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicDoctor } from "../../../src/site/doctors/doctorsData";
import { fetchActiveDoctors } from "../../../src/site/doctors/doctorsData";
import ExpertDoctorsPage from "../../../src/site/doctors/ExpertDoctorsPage";
import { renderPage } from "./renderPage";

vi.mock("../../../src/site/doctors/doctorsData", () => ({ fetchActiveDoctors: vi.fn() }));
const fetchDoctors = vi.mocked(fetchActiveDoctors);

const thirtyWords = Array.from({ length: 30 }, (_, i) => `word${i + 1}`).join(" ");
const withPhoto: PublicDoctor = {
  specialty_hi: null,
  image_alt_hi: null,
  description_hi: null,
  id: "1",
  name: "Dr. Asha Verma",
  specialty: "Paediatric Neurologist",
  experience: "12+ years",
  qualifications: "MBBS, MD, DM",
  description: thirtyWords,
  image_url: "https://example.org/asha.jpg",
  image_small_url: null,
  image_width: null,
  image_height: null,
  image_alt: null,
};
const withoutPhoto: PublicDoctor = {
  ...withPhoto,
  id: "2",
  name: "Dr. Vikram Rao",
  image_url: null,
  description: "Kind and calm.",
};

beforeEach(() => {
  fetchDoctors.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("Expert Doctors page", () => {
  it("shows a spinner with 'Loading doctors...' while loading", () => {
    fetchDoctors.mockReturnValue(new Promise(() => {}));
    renderPage(<ExpertDoctorsPage />);
    expect(screen.getByRole("status").textContent).toContain("Loading doctors...");
  });

  it("says so when there are no doctors", async () => {
    fetchDoctors.mockResolvedValue([]);
    renderPage(<ExpertDoctorsPage />);
    expect(await screen.findByText("No doctors available at this time.")).toBeTruthy();
  });

  it("shows the error text when loading fails", async () => {
    fetchDoctors.mockRejectedValue(new Error("boom"));
    renderPage(<ExpertDoctorsPage />);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load doctors. Please try again later.");
  });

  it("shows each doctor's details with the description cut to 25 words", async () => {
    fetchDoctors.mockResolvedValue([withPhoto, withoutPhoto]);
    renderPage(<ExpertDoctorsPage />);
    expect(await screen.findByRole("heading", { level: 3, name: "Dr. Asha Verma" })).toBeTruthy();
    expect(screen.getAllByText("Paediatric Neurologist")).toHaveLength(2);
    expect(screen.getAllByText("12+ years")).toHaveLength(2);
    expect(screen.getAllByText("MBBS, MD, DM")).toHaveLength(2);
    const cut = Array.from({ length: 25 }, (_, i) => `word${i + 1}`).join(" ") + "...";
    expect(screen.getByText(cut)).toBeTruthy();
    expect(screen.getByText("Kind and calm.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Our doctors" }).getAttribute("tabindex")).toBe("0");
  });

  it("uses the stock photo when a doctor has no image or the image fails to load", async () => {
    fetchDoctors.mockResolvedValue([withPhoto, withoutPhoto]);
    renderPage(<ExpertDoctorsPage />);
    const asha = await screen.findByRole("img", { name: "Photo of Dr. Asha Verma" });
    const vikram = screen.getByRole("img", { name: "Photo of Dr. Vikram Rao" });
    expect(asha.getAttribute("src")).toBe("https://example.org/asha.jpg");
    expect(vikram.getAttribute("src")).toBe("/images/stock/doctor.svg");
    fireEvent.error(asha);
    expect(asha.getAttribute("src")).toBe("/images/stock/doctor.svg");
  });

  it("an uploaded photo has its small version in srcset, its own size and its alt text", async () => {
    const uploaded: PublicDoctor = {
      ...withPhoto,
      image_url: "https://api.example.org/storage/v1/object/public/media/doctors/a.webp",
      image_small_url: "https://api.example.org/storage/v1/object/public/media/doctors/a-small.webp",
      image_width: 1200,
      image_height: 1600,
      image_alt: "Dr. Asha Verma in her clinic",
    };
    fetchDoctors.mockResolvedValue([uploaded]);
    renderPage(<ExpertDoctorsPage />);
    const photo = await screen.findByRole("img", { name: "Dr. Asha Verma in her clinic" });
    expect(photo.getAttribute("srcset")).toBe(`${uploaded.image_small_url} 360w, ${uploaded.image_url} 1200w`);
    expect([photo.getAttribute("width"), photo.getAttribute("height"), photo.getAttribute("loading")]).toEqual([
      "1200",
      "1600",
      "lazy",
    ]);
    fireEvent.error(photo);
    expect(photo.getAttribute("src")).toBe("/images/stock/doctor.svg");
    expect(photo.getAttribute("srcset")).toBeNull();
  });

  it("always shows the three medical-team blurbs", async () => {
    fetchDoctors.mockResolvedValue([]);
    renderPage(<ExpertDoctorsPage />);
    expect(screen.getByRole("heading", { level: 2, name: "Why Choose Our Medical Team?" })).toBeTruthy();
    for (const title of ["Certified Specialists", "Compassionate Care", "Collaborative Approach"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeTruthy();
    }
  });
});
