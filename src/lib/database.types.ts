// The shape `supabase gen types typescript --local` produces for supabase/migrations.
// Keep it in step with the migrations: one source for every table's columns.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type NoticeType = "info" | "warning" | "success" | "error";
export type ContactSubject = "services" | "volunteer" | "donation" | "support" | "other";
export type PaymentMode = "upi" | "bank_transfer" | "cheque" | "cash";

export type Database = {
  public: {
    Tables: {
      news_articles: {
        Row: {
          id: string;
          title: string;
          source: string;
          date: string;
          image_url: string | null;
          excerpt: string;
          content: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          source: string;
          date: string;
          image_url?: string | null;
          excerpt: string;
          content: string;
          created_at?: string;
          updated_at?: string;
        };
        Update: Partial<Database["public"]["Tables"]["news_articles"]["Insert"]>;
        Relationships: [];
      };
      notices: {
        Row: {
          id: string;
          title: string;
          content: string;
          type: NoticeType;
          priority: number;
          is_active: boolean;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          content: string;
          type?: NoticeType;
          priority?: number;
          is_active?: boolean;
          created_at?: string;
          updated_at?: string;
        };
        Update: Partial<Database["public"]["Tables"]["notices"]["Insert"]>;
        Relationships: [];
      };
      doctors: {
        Row: {
          id: string;
          name: string;
          specialty: string;
          experience: string;
          image_url: string | null;
          qualifications: string;
          description: string;
          is_active: boolean;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          specialty: string;
          experience: string;
          image_url?: string | null;
          qualifications: string;
          description: string;
          is_active?: boolean;
          created_at?: string;
          updated_at?: string;
        };
        Update: Partial<Database["public"]["Tables"]["doctors"]["Insert"]>;
        Relationships: [];
      };
      testimonials: {
        Row: {
          id: string;
          name: string;
          position: string;
          company: string;
          review: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          position: string;
          company: string;
          review: string;
          created_at?: string;
        };
        Update: Partial<Database["public"]["Tables"]["testimonials"]["Insert"]>;
        Relationships: [];
      };
      advisories: {
        Row: {
          id: string;
          name: string;
          position: string;
          content: string;
          image_url: string | null;
          is_active: boolean;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          position: string;
          content: string;
          image_url?: string | null;
          is_active?: boolean;
          created_at?: string;
        };
        Update: Partial<Database["public"]["Tables"]["advisories"]["Insert"]>;
        Relationships: [];
      };
      contact_messages: {
        Row: {
          id: string;
          name: string;
          email: string;
          phone: string | null;
          subject: ContactSubject;
          message: string;
          handled: boolean;
          created_at: string;
          client_key: string | null;
          email_key: string | null;
          held_for_review: boolean;
        };
        Insert: {
          id?: string;
          name: string;
          email: string;
          phone?: string | null;
          subject: ContactSubject;
          message: string;
          handled?: boolean;
          created_at?: string;
          client_key?: string | null;
          email_key?: never;
          held_for_review?: boolean;
        };
        Update: { handled?: boolean; held_for_review?: boolean };
        Relationships: [];
      };
      receipt_requests: {
        Row: {
          id: string;
          donor_name: string;
          pan: string;
          address: string;
          email: string | null;
          phone: string | null;
          amount: number;
          gift_date: string;
          mode: PaymentMode;
          transaction_reference: string | null;
          issued: boolean;
          held_for_review: boolean;
          created_at: string;
        };
        Insert: {
          id?: string;
          donor_name: string;
          pan: string;
          address: string;
          email?: string | null;
          phone?: string | null;
          amount: number;
          gift_date: string;
          mode: PaymentMode;
          transaction_reference?: string | null;
          issued?: boolean;
          held_for_review?: boolean;
          created_at?: string;
        };
        Update: { issued?: boolean; held_for_review?: boolean };
        Relationships: [];
      };
      admin_users: {
        Row: { user_id: string; created_at: string };
        Insert: { user_id: string; created_at?: string };
        Update: { user_id?: string; created_at?: string };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean };
      submit_contact_message: {
        Args: {
          name: string;
          email: string;
          phone?: string | null;
          subject: string;
          message: string;
          client_key?: string;
        };
        Returns: Json;
      };
      submit_receipt_request: {
        Args: {
          donor_name: string;
          pan: string;
          address: string;
          email: string | null;
          phone: string | null;
          amount: string | number;
          gift_date: string;
          mode: string;
          transaction_reference: string | null;
        };
        Returns: Json;
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicTables = Database["public"]["Tables"];
export type TableName = keyof PublicTables;
export type Row<T extends TableName> = PublicTables[T]["Row"];
export type InsertRow<T extends TableName> = PublicTables[T]["Insert"];

export type NewsArticle = Row<"news_articles">;
export type Notice = Row<"notices">;
export type Doctor = Row<"doctors">;
export type Testimonial = Row<"testimonials">;
export type Advisory = Row<"advisories">;
export type ContactMessage = Row<"contact_messages">;
export type ReceiptRequest = Row<"receipt_requests">;
