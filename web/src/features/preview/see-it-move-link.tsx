import { Link } from '@tanstack/react-router';
import { Wand2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** After the upload: opens the instant preview, which can save the cut-out with this order. */
export function SeeItMoveLink({ token }: { token: string }) {
  return (
    <div className="mx-auto mt-6 max-w-2xl rounded-[1.75rem] border-2 border-ink/10 bg-white p-6 text-center">
      <p className="text-lg">Can't wait? See your drawing move right now, while our artists get to work.</p>
      <Button asChild className="mt-4">
        <Link to="/preview" search={{ token }} data-testid="link-see-it-move">
          <Wand2 aria-hidden="true" className="size-5" />
          See it move
        </Link>
      </Button>
    </div>
  );
}
