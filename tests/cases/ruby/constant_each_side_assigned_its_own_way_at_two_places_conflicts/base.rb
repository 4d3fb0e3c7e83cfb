class ImportJob < ApplicationJob
  queue_as :imports

  BATCH_SIZE = 500

  def perform(upload)
    upload.rows.each_slice(BATCH_SIZE) { |rows| Importer.new(rows).run }
  end
end
