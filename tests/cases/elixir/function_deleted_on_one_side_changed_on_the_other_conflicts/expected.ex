defmodule Accounts.Session do
  @moduledoc false

  @max_age 60 * 60 * 24

  def valid?(%{inserted_at: inserted_at}) do
    DateTime.diff(DateTime.utc_now(), inserted_at) < @max_age
  end
<<<<<<< left
||||||| base

  def legacy_token(user_id) do
    Base.encode64("#{user_id}:#{System.system_time()}")
  end
=======

  def legacy_token(user_id) do
    Base.url_encode64("#{user_id}:#{System.system_time()}", padding: false)
  end
>>>>>>> right

  def expire(session), do: %{session | expired: true}
end
