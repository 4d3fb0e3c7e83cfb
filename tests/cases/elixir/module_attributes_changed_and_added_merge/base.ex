defmodule Weather.Client do
  @moduledoc "HTTP client of the weather service."

  @base_url "https://api.weather.example"
  @timeout 5_000

  def forecast(city) do
    Req.get!(@base_url <> "/forecast", params: [city: city], receive_timeout: @timeout)
  end
end
