defmodule Geo.Point do
  alias Geo.Distance

  defstruct [:lat, :lng]

  def new(lat, lng) when is_number(lat) and is_number(lng) do
    %__MODULE__{lat: lat, lng: lng}
  end

  def to_tuple(%__MODULE__{lat: lat, lng: lng}), do: {lat, lng}

  def distance(a, b), do: Distance.haversine(to_tuple(a), to_tuple(b))

  def to_string(%__MODULE__{} = point) do
    {lat, lng} = to_tuple(point)
    "#{lat},#{lng}"
  end
end
