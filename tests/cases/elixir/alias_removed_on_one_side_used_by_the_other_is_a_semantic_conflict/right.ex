defmodule Blog.Posts do
  alias Blog.Post
  alias Blog.Repo

  def get!(id), do: Repo.get!(Post, id)

  def publish(%Post{} = post) do
    post
    |> Post.changeset(%{published: true})
    |> Repo.update()
  end

  def unpublish(%Post{} = post) do
    post
    |> Post.changeset(%{published: false})
    |> Repo.update()
  end
end
