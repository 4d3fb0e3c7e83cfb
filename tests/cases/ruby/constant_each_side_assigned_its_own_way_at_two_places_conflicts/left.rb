class ImportJob < ApplicationJob
  queue_as :imports

  MAX_ATTEMPTS = 5
  BATCH_SIZE = 500

  retry_on Importer::Timeout, attempts: MAX_ATTEMPTS

  def perform(upload)
    upload.rows.each_slice(BATCH_SIZE) { |rows| Importer.new(rows).run }
  end
end
