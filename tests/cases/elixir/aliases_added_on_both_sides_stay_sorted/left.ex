defmodule Billing.Invoices do
  import Ecto.Query, warn: false

  alias Billing.Customer
  alias Billing.Invoice
  alias Billing.Payment
  alias Billing.Repo

  def list_invoices(%Customer{id: id}) do
    Repo.all(from i in Invoice, where: i.customer_id == ^id)
  end

  def list_payments(%Invoice{id: id}) do
    Repo.all(from p in Payment, where: p.invoice_id == ^id)
  end
end
