defmodule Accounts.Session do
  @moduledoc false

  @max_age 60 * 60 * 24

  def valid?(%{inserted_at: inserted_at}) do
    DateTime.diff(DateTime.utc_now(), inserted_at) < @max_age
  end

  def expire(session), do: %{session | expired: true}
end
