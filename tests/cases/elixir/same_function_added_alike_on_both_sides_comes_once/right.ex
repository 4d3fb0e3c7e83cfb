defmodule Geo.Point do
  defstruct [:lat, :lng]

  def new(lat, lng) when is_number(lat) and is_number(lng) do
    %__MODULE__{lat: lat, lng: lng}
  end

  def to_tuple(%__MODULE__{lat: lat, lng: lng}), do: {lat, lng}

  def to_string(%__MODULE__{} = point) do
    {lat, lng} = to_tuple(point)
    "#{lat},#{lng}"
  end
end
