defmodule Notifier.Worker do
  use GenServer

  require Logger

  def start_link(opts) do
    GenServer.start_link(__MODULE__, opts, name: Keyword.get(opts, :name, __MODULE__))
  end

  @impl true
  def init(opts) do
<<<<<<< left
    interval = Keyword.get(opts, :interval, 5_000)
||||||| base
    interval = Keyword.get(opts, :interval, 1_000)
=======
    interval = Keyword.get(opts, :interval, 500)
>>>>>>> right
    schedule(interval)
    {:ok, %{interval: interval, sent: 0}}
  end

  @impl true
  def handle_info(:tick, state) do
    Logger.debug("tick #{state.sent}")
    schedule(state.interval)
    {:noreply, %{state | sent: state.sent + 1}}
  end

  defp schedule(interval) do
    Process.send_after(self(), :tick, interval)
  end
end
