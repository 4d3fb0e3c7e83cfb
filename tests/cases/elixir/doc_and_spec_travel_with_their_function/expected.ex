defmodule Text.Slug do
  @moduledoc """
  Slugs for titles.
  """

  @doc """
  Turns a title into a slug.

      iex> Text.Slug.slugify("Hello World")
      "hello-world"
  """
  @spec slugify(String.t()) :: String.t()
  def slugify(title) do
    title
    |> String.downcase()
    |> String.replace(~r/[^a-z0-9]+/, "-")
  end

  @doc "Whether a string is already a slug."
  @spec slug?(String.t()) :: boolean()
  def slug?(text), do: text =~ ~r/^[a-z0-9-]+$/
end
