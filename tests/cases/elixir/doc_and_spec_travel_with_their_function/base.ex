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

  # Kept short for URLs.
  @doc "Cuts a slug to at most `max` characters."
  @spec truncate(String.t(), pos_integer()) :: String.t()
  def truncate(slug, max) do
    String.slice(slug, 0, max)
  end
end
