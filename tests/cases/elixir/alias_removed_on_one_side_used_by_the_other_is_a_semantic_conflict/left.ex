defmodule Blog.Posts do
  alias Blog.Repo

  def get!(id), do: Repo.get!(Blog.Article, id)

  def publish(%Blog.Article{} = post) do
    post
    |> Blog.Article.changeset(%{published: true})
    |> Repo.update()
  end
end
