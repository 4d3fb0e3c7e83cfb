defmodule Billing.Invoices do
  import Ecto.Query, warn: false

  alias Billing.Customer
  alias Billing.Invoice
  alias Billing.Repo

  def list_invoices(%Customer{id: id}) do
    Repo.all(from i in Invoice, where: i.customer_id == ^id)
  end
end
