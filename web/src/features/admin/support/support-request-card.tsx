import { SUPPORT_STATUSES, SUPPORT_SUBJECT_LABELS, type SupportSubject } from '@dtm/shared/constants';
import type { SupportRequest } from '@dtm/shared/support-requests';
import { Loader2, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field-frame';
import { useUpdateSupportRequest } from '../api/support-requests';
import { StatusBadge } from '../components/status-badge';
import { StatusSelect } from '../components/status-select';
import { formatDateTime } from '../orders/order-format';

/** One request: who, what (2 lines), its status, and the answer sent to the customer by e-mail. */
export function SupportRequestCard({ request }: { request: SupportRequest }) {
  const update = useUpdateSupportRequest();
  const [response, setResponse] = useState('');
  const responseId = useId();
  const subject = SUPPORT_SUBJECT_LABELS[request.subject as SupportSubject] ?? request.subject;
  return (
    <li
      data-testid="admin-support-request"
      className="grid gap-3 rounded-3xl border-2 border-ink/5 bg-white p-4 shadow-[0_3px_0_0_rgba(42,31,61,0.05)]"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold">
            {request.customerName} <span className="font-normal text-ink-soft">· {request.customerEmail}</span>
          </p>
          <p className="text-sm text-ink-soft">
            {subject} · {formatDateTime(request.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={request.status} />
          <StatusSelect
            label={`Status of the request from ${request.customerName}`}
            value={request.status}
            options={SUPPORT_STATUSES}
            disabled={update.isPending}
            onChange={(status) => update.mutate({ id: request.id, status })}
          />
        </div>
      </div>
      <p className="line-clamp-2 text-ink" title={request.message}>
        {request.message}
      </p>
      {request.adminResponse ? (
        <div className="rounded-2xl bg-violet-50 px-4 py-3 text-sm">
          <p className="font-bold">Your response</p>
          <p className="line-clamp-2">{request.adminResponse}</p>
        </div>
      ) : null}
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const text = response.trim();
          if (!text) return;
          update.mutate({ id: request.id, adminResponse: text }, { onSuccess: () => setResponse('') });
        }}
      >
        <label htmlFor={responseId} className="text-sm font-bold">
          Response to {request.customerName}
        </label>
        <textarea
          id={responseId}
          rows={2}
          value={response}
          onChange={(event) => setResponse(event.target.value)}
          className={controlClass(undefined, 'min-h-20 py-3')}
          placeholder="Sent to the customer by e-mail"
        />
        <Button type="submit" size="sm" className="justify-self-end" disabled={update.isPending || !response.trim()}>
          {update.isPending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          Send Response
        </Button>
      </form>
    </li>
  );
}
