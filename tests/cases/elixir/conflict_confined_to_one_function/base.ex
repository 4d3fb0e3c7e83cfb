defmodule Notifier.Worker do
  use GenServer

  require Logger

  def start_link(opts) do
    GenServer.start_link(__MODULE__, opts, name: __MODULE__)
  end

  @impl true
  def init(opts) do
    interval = Keyword.get(opts, :interval, 1_000)
    schedule(interval)
    {:ok, %{interval: interval, sent: 0}}
  end

  @impl true
  def handle_info(:tick, state) do
    Logger.debug("tick")
    schedule(state.interval)
    {:noreply, %{state | sent: state.sent + 1}}
  end

  defp schedule(interval) do
    Process.send_after(self(), :tick, interval)
  end
end
