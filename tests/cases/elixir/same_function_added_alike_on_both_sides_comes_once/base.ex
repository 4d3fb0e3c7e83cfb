defmodule Geo.Point do
  defstruct [:lat, :lng]

  def new(lat, lng) when is_number(lat) and is_number(lng) do
    %__MODULE__{lat: lat, lng: lng}
  end
end
